"""Operations: what a server owner configures and watches.

``config`` (the one schema of every setting, read from TOML and the environment),
``configdoc`` (its generated reference), ``metrics`` (``/healthz`` and Prometheus
``/metrics``) and ``logs`` (plain or JSON log lines).
"""

# Petri: the Discord bot in a container (README.md, "Run Petri on your server").
#   docker build -t petri .
#   docker run -e DISCORD_TOKEN=... -v petri-data:/data petri
# compose.yaml runs it with SQLite on a volume; compose.postgres.yaml adds PostgreSQL.
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1

WORKDIR /src
COPY pyproject.toml README.md ./
COPY bot ./bot
COPY games ./games
COPY render ./render
COPY bench ./bench
# The package and its runtime dependencies only; the source folder goes away.
RUN pip install . && rm -rf /src \
    && useradd --system --uid 10001 --user-group --home-dir /data --create-home petri

USER petri
WORKDIR /data
# SQLite on the /data volume unless PETRI_DATABASE_URL says otherwise (compose.postgres.yaml
# points it at PostgreSQL); /healthz and /metrics on port 9108 for the health check.
ENV PETRI_DATABASE_URL=sqlite:////data/petri.db \
    PETRI_METRICS_LISTEN=0.0.0.0:9108
VOLUME ["/data"]
EXPOSE 9108

# Healthy = connected to Discord and the database answering (/healthz is 200).
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
    CMD ["python", "-c", "import sys, urllib.request; sys.exit(urllib.request.urlopen('http://127.0.0.1:9108/healthz', timeout=4).status != 200)"]

# petri run closes the database and the gateway cleanly on SIGTERM.
STOPSIGNAL SIGTERM
ENTRYPOINT ["petri"]
CMD ["run"]

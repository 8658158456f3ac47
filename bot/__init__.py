"""The Petri bot: match host, storage, the Discord adapter and the ``petri`` CLI."""

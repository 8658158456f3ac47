-- how each member is told it is their turn (``/notify``, bot.host.notify): their choice,
-- and one row per digest sent (user, period), which a second claim of the same period
-- conflicts with, so no restart or second process sends it twice.
CREATE TABLE notify_prefs (
    user_id     BIGINT PRIMARY KEY,
    mode        TEXT NOT NULL,
    every_hours INTEGER NOT NULL,
    zone        TEXT NOT NULL,
    quiet_from  INTEGER,
    quiet_to    INTEGER,
    updated_at  DOUBLE PRECISION NOT NULL
);
CREATE INDEX notify_prefs_mode ON notify_prefs (mode);
CREATE TABLE notify_digests (
    user_id BIGINT NOT NULL,
    period  BIGINT NOT NULL,
    sent_at DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (user_id, period)
);

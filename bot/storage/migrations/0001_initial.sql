-- The first schema: matches, their seats and append-only move log, server settings,
-- Elo player stats (replaced by migration 8) and the users whose DMs fail.
CREATE TABLE matches (
    id          {id_pk},
    guild_id    BIGINT,
    channel_id  BIGINT NOT NULL,
    game        TEXT NOT NULL,
    options     TEXT NOT NULL,
    seed        BIGINT NOT NULL,
    status      TEXT NOT NULL,
    state       TEXT,
    version     INTEGER NOT NULL,
    created_by  BIGINT NOT NULL,
    invited     BIGINT,
    created_at  DOUBLE PRECISION NOT NULL,
    updated_at  DOUBLE PRECISION NOT NULL,
    board_message_id BIGINT,
    result      TEXT
);
CREATE INDEX matches_channel ON matches (channel_id, status);
CREATE TABLE seats (
    match_id BIGINT NOT NULL REFERENCES matches (id),
    seat     INTEGER NOT NULL,
    user_id  BIGINT NOT NULL,
    name     TEXT NOT NULL,
    PRIMARY KEY (match_id, seat)
);
CREATE TABLE moves (
    match_id BIGINT NOT NULL REFERENCES matches (id),
    ply      INTEGER NOT NULL,
    seat     INTEGER,
    user_id  BIGINT,
    kind     TEXT NOT NULL,
    text     TEXT NOT NULL,
    at       DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (match_id, ply)
);
CREATE TABLE guild_settings (
    guild_id   BIGINT PRIMARY KEY,
    gm_role_id BIGINT,
    settings   TEXT NOT NULL
);
CREATE TABLE player_stats (
    user_id BIGINT NOT NULL,
    game    TEXT NOT NULL,
    rating  DOUBLE PRECISION NOT NULL,
    played  INTEGER NOT NULL,
    won     INTEGER NOT NULL,
    PRIMARY KEY (user_id, game)
);
CREATE TABLE dm_failures (
    user_id BIGINT PRIMARY KEY,
    at      DOUBLE PRECISION NOT NULL
);

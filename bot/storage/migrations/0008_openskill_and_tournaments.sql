-- openskill ratings per server and game with their uncertainty (bot/storage/repos/ratings.py)
-- replace the Elo tables; today's ratings are recomputed from the stored results.  Tournaments
-- (bot/tournament/): entrants and each round's tables, their matches and finishing places.
CREATE TABLE ratings (
    guild_id     BIGINT NOT NULL,
    game         TEXT NOT NULL,
    user_id      BIGINT NOT NULL,
    mu           DOUBLE PRECISION NOT NULL,
    sigma        DOUBLE PRECISION NOT NULL,
    conservative DOUBLE PRECISION NOT NULL,
    played       INTEGER NOT NULL,
    won          INTEGER NOT NULL,
    last_played  DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (guild_id, game, user_id)
);
CREATE INDEX ratings_board ON ratings (guild_id, game, conservative);
CREATE INDEX ratings_player ON ratings (user_id);
CREATE TABLE rating_history (
    match_id     BIGINT NOT NULL REFERENCES matches (id),
    user_id      BIGINT NOT NULL,
    guild_id     BIGINT NOT NULL,
    game         TEXT NOT NULL,
    mu_before    DOUBLE PRECISION NOT NULL,
    sigma_before DOUBLE PRECISION NOT NULL,
    mu           DOUBLE PRECISION NOT NULL,
    sigma        DOUBLE PRECISION NOT NULL,
    at           DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (match_id, user_id)
);
CREATE INDEX rating_history_player ON rating_history (guild_id, game, user_id, at);
DROP TABLE rating_changes;
DROP TABLE player_stats;
CREATE TABLE tournaments (
    id            {id_pk},
    guild_id      BIGINT NOT NULL,
    channel_id    BIGINT NOT NULL,
    name          TEXT NOT NULL,
    game          TEXT NOT NULL,
    options       TEXT NOT NULL,
    format        TEXT NOT NULL,
    seats         INTEGER NOT NULL,
    rounds        INTEGER NOT NULL,
    status        TEXT NOT NULL,
    round         INTEGER NOT NULL,
    settings      TEXT NOT NULL,
    created_by    BIGINT NOT NULL,
    created_at    DOUBLE PRECISION NOT NULL,
    deadline_at   DOUBLE PRECISION,
    claimed_until DOUBLE PRECISION,
    version       INTEGER NOT NULL
);
CREATE INDEX tournaments_guild ON tournaments (guild_id, status);
CREATE INDEX tournaments_deadline ON tournaments (deadline_at);
CREATE TABLE tournament_entrants (
    tournament_id BIGINT NOT NULL REFERENCES tournaments (id),
    user_id       BIGINT NOT NULL,
    name          TEXT NOT NULL,
    computer      TEXT,
    status        TEXT NOT NULL,
    joined_at     DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (tournament_id, user_id)
);
CREATE TABLE tournament_games (
    tournament_id BIGINT NOT NULL REFERENCES tournaments (id),
    round         INTEGER NOT NULL,
    board         INTEGER NOT NULL,
    seats         TEXT NOT NULL,
    match_id      BIGINT REFERENCES matches (id),
    starting_at   DOUBLE PRECISION,
    places        TEXT,
    PRIMARY KEY (tournament_id, round, board)
);
CREATE UNIQUE INDEX tournament_games_match ON tournament_games (match_id);

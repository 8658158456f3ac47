-- long games.  ``away_periods``: a member's time away in a server
-- (``bot.host.away``), from ``started_at`` to ``ends_at``, or ``ended_at`` when they came
-- back early; the days a year's periods charge are counted from these rows.
-- ``rematch_votes``: who pressed Rematch under a finished match; ``rematches``: the one
-- process that opens the rematch claims it here (``claimed_until``: its lease), then
-- records the new match (``new_match_id``) with the new match's own insert.
CREATE TABLE away_periods (
    guild_id   BIGINT NOT NULL,
    user_id    BIGINT NOT NULL,
    started_at DOUBLE PRECISION NOT NULL,
    ends_at    DOUBLE PRECISION NOT NULL,
    ended_at   DOUBLE PRECISION
);
CREATE INDEX away_periods_member ON away_periods (guild_id, user_id, started_at);
CREATE TABLE rematch_votes (
    match_id BIGINT NOT NULL REFERENCES matches (id),
    user_id  BIGINT NOT NULL,
    at       DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (match_id, user_id)
);
CREATE TABLE rematches (
    match_id      BIGINT PRIMARY KEY REFERENCES matches (id),
    new_match_id  BIGINT,
    claimed_until DOUBLE PRECISION NOT NULL
);

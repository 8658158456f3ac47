-- lessons done per member, hints used in matches, reviews computed once per match and seat.
CREATE TABLE lesson_progress (
    user_id BIGINT NOT NULL,
    game    TEXT NOT NULL,
    lesson  TEXT NOT NULL,
    tries   INTEGER NOT NULL,
    done_at DOUBLE PRECISION,
    PRIMARY KEY (user_id, game, lesson)
);
CREATE TABLE hints_used (
    match_id BIGINT NOT NULL REFERENCES matches (id),
    user_id  BIGINT NOT NULL,
    ply      INTEGER NOT NULL,
    at       DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (match_id, user_id, ply)
);
CREATE TABLE match_reviews (
    match_id BIGINT NOT NULL REFERENCES matches (id),
    seat     INTEGER NOT NULL,
    review   TEXT NOT NULL,
    at       DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (match_id, seat)
);

-- host platform (clocks, zombies, undo requests, ratings history).
-- ``moves.ply`` is from here on the log's sequence number: undo entries
-- make it differ from the game's ply.
ALTER TABLE matches ADD COLUMN extra TEXT;
ALTER TABLE matches ADD COLUMN deadline_at DOUBLE PRECISION;
CREATE INDEX matches_deadline ON matches (deadline_at);
CREATE TABLE rating_changes (
    match_id BIGINT NOT NULL REFERENCES matches (id),
    user_id  BIGINT NOT NULL,
    game     TEXT NOT NULL,
    before   DOUBLE PRECISION NOT NULL,
    after    DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (match_id, user_id)
);

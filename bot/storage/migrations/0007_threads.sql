-- the public thread or forum post a match is played in, NULL for a match played in its channel.
ALTER TABLE matches ADD COLUMN thread_id BIGINT;
CREATE INDEX matches_thread ON matches (thread_id);

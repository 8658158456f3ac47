-- a match's log is packed when it ends; ``ended_at`` is when that was
-- (the match's ``updated_at``), so the retention setting finds the oldest kept logs by
-- index; ``dropped_at``: when retention dropped the log (``log`` is then empty; the match
-- row, result, seats and ratings stay).  The partial index holds only the kept logs.
ALTER TABLE move_archives ADD COLUMN ended_at DOUBLE PRECISION;
ALTER TABLE move_archives ADD COLUMN dropped_at DOUBLE PRECISION;
UPDATE move_archives SET ended_at = (SELECT updated_at FROM matches WHERE matches.id = move_archives.match_id);
CREATE INDEX move_archives_kept ON move_archives (ended_at) WHERE dropped_at IS NULL;

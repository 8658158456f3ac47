-- a due deadline is claimed by one host process until ``claimed_until``,
-- so with several processes on one database each fires exactly once.
ALTER TABLE matches ADD COLUMN claimed_until DOUBLE PRECISION;

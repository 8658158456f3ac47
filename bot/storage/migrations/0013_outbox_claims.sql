-- a match's owed announcements are claimed together by one process (``claim``: the
-- claim's token, so a process whose lease ran out learns it before posting) and posted
-- in commit order; ``sending_at`` is a lower bound on when any try of the post could have
-- gone out (the commit, then the start of each retry), where a retry looks in the channel
-- for it.
ALTER TABLE announcements ADD COLUMN claim BIGINT;
ALTER TABLE announcements ADD COLUMN sending_at DOUBLE PRECISION;
CREATE INDEX announcements_match ON announcements (match_id, version);

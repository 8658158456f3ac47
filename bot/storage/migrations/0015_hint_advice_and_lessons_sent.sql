-- bounds on what a member starts: the answer of a seat's hint at a ply is
-- kept with the view it was searched for, so asking again searches nothing; and when each
-- lesson was sent, to cap the lessons one member is sent in an hour.
ALTER TABLE hints_used ADD COLUMN advice TEXT;
CREATE TABLE lessons_sent (
    user_id BIGINT NOT NULL,
    at      DOUBLE PRECISION NOT NULL
);
CREATE INDEX lessons_sent_user ON lessons_sent (user_id, at);

-- the announcement outbox: a commit that must be announced writes its
-- delivery plan (``bot.host.plan``) here in the same transaction; a row is deleted once
-- posted.  ``version`` is the match version the commit made (the ply stamp); a row is
-- taken by one process until ``due_at`` (a lease, or the back-off after a failure).
CREATE TABLE announcements (
    id       {id_pk},
    match_id BIGINT NOT NULL REFERENCES matches (id),
    version  INTEGER NOT NULL,
    plan     TEXT NOT NULL,
    due_at   DOUBLE PRECISION NOT NULL,
    attempts INTEGER NOT NULL
);

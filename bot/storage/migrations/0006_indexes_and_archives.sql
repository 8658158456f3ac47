-- every query a player, moderator or start-up makes is index-bound (the
-- plan of each is in docs/performance.md): a server's matches (/gm list,
-- server-scoped /stats), matches by status (start-up, metrics), a player's seats
-- (DM resolution, names) newest first (ratings have their own indexes: migration 8).
-- ``move_archives``: the log of an ended match, packed in one compressed value
-- (``pack_log``) in place of its ``moves`` rows (``petri db compact``).
CREATE INDEX matches_guild ON matches (guild_id, status);
CREATE INDEX matches_status ON matches (status, id);
CREATE INDEX seats_user ON seats (user_id, match_id);
CREATE TABLE move_archives (
    match_id BIGINT PRIMARY KEY REFERENCES matches (id),
    entries  INTEGER NOT NULL,
    log      {blob} NOT NULL
);

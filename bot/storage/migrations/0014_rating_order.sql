-- ratings in one order: each rated result's place in its server's and
-- game's rating order, taken under the ratings lock when it is rated, so a rebuild rates
-- the results in the order the live ratings took them (``updated_at`` is read before the
-- lock, and two processes take the lock in either order).  Not cleared by a rebuild.
-- The results rated so far are put in the order their stored history shows they were
-- rated in (``bot.storage.rating_order``), so nobody's rating moves at the upgrade.
CREATE TABLE rating_order (
    match_id BIGINT PRIMARY KEY REFERENCES matches (id),
    guild_id BIGINT NOT NULL,
    game     TEXT NOT NULL,
    seq      BIGINT NOT NULL
);
CREATE UNIQUE INDEX rating_order_seq ON rating_order (guild_id, game, seq);

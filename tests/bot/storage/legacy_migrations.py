"""The migrations as ``bot/storage/store.py`` held them inline before they became the numbered
files of ``bot/storage/migrations`` (frozen here, never edited): a database migrated by this
list must have the schema a database migrated by the files has (test_migration_files.py).
Data steps are named as they were: ``rerate`` (8), ``unglue_names`` (12), ``order_ratings`` (14)."""

from __future__ import annotations

# flake8: noqa
LEGACY_MIGRATIONS: list[str | tuple[str, str]] = [
    """
    CREATE TABLE matches (
        id          {id_pk},
        guild_id    BIGINT,
        channel_id  BIGINT NOT NULL,
        game        TEXT NOT NULL,
        options     TEXT NOT NULL,
        seed        BIGINT NOT NULL,
        status      TEXT NOT NULL,
        state       TEXT,
        version     INTEGER NOT NULL,
        created_by  BIGINT NOT NULL,
        invited     BIGINT,
        created_at  DOUBLE PRECISION NOT NULL,
        updated_at  DOUBLE PRECISION NOT NULL,
        board_message_id BIGINT,
        result      TEXT
    );
    CREATE INDEX matches_channel ON matches (channel_id, status);
    CREATE TABLE seats (
        match_id BIGINT NOT NULL REFERENCES matches (id),
        seat     INTEGER NOT NULL,
        user_id  BIGINT NOT NULL,
        name     TEXT NOT NULL,
        PRIMARY KEY (match_id, seat)
    );
    CREATE TABLE moves (
        match_id BIGINT NOT NULL REFERENCES matches (id),
        ply      INTEGER NOT NULL,
        seat     INTEGER,
        user_id  BIGINT,
        kind     TEXT NOT NULL,
        text     TEXT NOT NULL,
        at       DOUBLE PRECISION NOT NULL,
        PRIMARY KEY (match_id, ply)
    );
    CREATE TABLE guild_settings (
        guild_id   BIGINT PRIMARY KEY,
        gm_role_id BIGINT,
        settings   TEXT NOT NULL
    );
    CREATE TABLE player_stats (
        user_id BIGINT NOT NULL,
        game    TEXT NOT NULL,
        rating  DOUBLE PRECISION NOT NULL,
        played  INTEGER NOT NULL,
        won     INTEGER NOT NULL,
        PRIMARY KEY (user_id, game)
    );
    CREATE TABLE dm_failures (
        user_id BIGINT PRIMARY KEY,
        at      DOUBLE PRECISION NOT NULL
    );
    """,
    # 2: host platform (clocks, zombies, undo requests, ratings history).
    # ``moves.ply`` is from here on the log's sequence number: undo entries
    # make it differ from the game's ply.
    """
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
    """,
    # 3: a due deadline is claimed by one host process until ``claimed_until``,
    # so with several processes on one database each fires exactly once.
    """
    ALTER TABLE matches ADD COLUMN claimed_until DOUBLE PRECISION;
    """,
    # 4: Genetess draws each random decision from its own stream (option ``draws``);
    # the matches stored before drew from one stream and must replay as they were played.
    """
    UPDATE matches SET options = TRIM(options || ' draws=single') WHERE game = 'genetess';
    """,
    # 5: the announcement outbox: a commit that must be announced writes its
    # delivery plan (``bot.host.plan``) here in the same transaction; a row is deleted once
    # posted.  ``version`` is the match version the commit made (the ply stamp); a row is
    # taken by one process until ``due_at`` (a lease, or the back-off after a failure).
    """
    CREATE TABLE announcements (
        id       {id_pk},
        match_id BIGINT NOT NULL REFERENCES matches (id),
        version  INTEGER NOT NULL,
        plan     TEXT NOT NULL,
        due_at   DOUBLE PRECISION NOT NULL,
        attempts INTEGER NOT NULL
    );
    """,
    # 6: every query a player, moderator or start-up makes is index-bound (the
    # plan of each is in docs/performance.md): a server's matches (/gm list,
    # server-scoped /stats), matches by status (start-up, metrics), a player's seats
    # (DM resolution, names) newest first (ratings have their own indexes: migration 8).
    # ``move_archives``: the log of an ended match, packed in one compressed value
    # (``pack_log``) in place of its ``moves`` rows (``petri db compact``).
    """
    CREATE INDEX matches_guild ON matches (guild_id, status);
    CREATE INDEX matches_status ON matches (status, id);
    CREATE INDEX seats_user ON seats (user_id, match_id);
    CREATE TABLE move_archives (
        match_id BIGINT PRIMARY KEY REFERENCES matches (id),
        entries  INTEGER NOT NULL,
        log      {blob} NOT NULL
    );
    """,
    # 7: the public thread or forum post a match is played in, NULL for a match played in its channel.
    """
    ALTER TABLE matches ADD COLUMN thread_id BIGINT;
    CREATE INDEX matches_thread ON matches (thread_id);
    """,
    # 8: openskill ratings per server and game with their uncertainty (bot/host/ratings.py)
    # replace the Elo tables; today's ratings are recomputed from the stored results.  Tournaments
    # (bot/tournament/): entrants and each round's tables, their matches and finishing places.
    ("""
    CREATE TABLE ratings (
        guild_id     BIGINT NOT NULL,
        game         TEXT NOT NULL,
        user_id      BIGINT NOT NULL,
        mu           DOUBLE PRECISION NOT NULL,
        sigma        DOUBLE PRECISION NOT NULL,
        conservative DOUBLE PRECISION NOT NULL,
        played       INTEGER NOT NULL,
        won          INTEGER NOT NULL,
        last_played  DOUBLE PRECISION NOT NULL,
        PRIMARY KEY (guild_id, game, user_id)
    );
    CREATE INDEX ratings_board ON ratings (guild_id, game, conservative);
    CREATE INDEX ratings_player ON ratings (user_id);
    CREATE TABLE rating_history (
        match_id     BIGINT NOT NULL REFERENCES matches (id),
        user_id      BIGINT NOT NULL,
        guild_id     BIGINT NOT NULL,
        game         TEXT NOT NULL,
        mu_before    DOUBLE PRECISION NOT NULL,
        sigma_before DOUBLE PRECISION NOT NULL,
        mu           DOUBLE PRECISION NOT NULL,
        sigma        DOUBLE PRECISION NOT NULL,
        at           DOUBLE PRECISION NOT NULL,
        PRIMARY KEY (match_id, user_id)
    );
    CREATE INDEX rating_history_player ON rating_history (guild_id, game, user_id, at);
    DROP TABLE rating_changes;
    DROP TABLE player_stats;
    CREATE TABLE tournaments (
        id            {id_pk},
        guild_id      BIGINT NOT NULL,
        channel_id    BIGINT NOT NULL,
        name          TEXT NOT NULL,
        game          TEXT NOT NULL,
        options       TEXT NOT NULL,
        format        TEXT NOT NULL,
        seats         INTEGER NOT NULL,
        rounds        INTEGER NOT NULL,
        status        TEXT NOT NULL,
        round         INTEGER NOT NULL,
        settings      TEXT NOT NULL,
        created_by    BIGINT NOT NULL,
        created_at    DOUBLE PRECISION NOT NULL,
        deadline_at   DOUBLE PRECISION,
        claimed_until DOUBLE PRECISION,
        version       INTEGER NOT NULL
    );
    CREATE INDEX tournaments_guild ON tournaments (guild_id, status);
    CREATE INDEX tournaments_deadline ON tournaments (deadline_at);
    CREATE TABLE tournament_entrants (
        tournament_id BIGINT NOT NULL REFERENCES tournaments (id),
        user_id       BIGINT NOT NULL,
        name          TEXT NOT NULL,
        computer      TEXT,
        status        TEXT NOT NULL,
        joined_at     DOUBLE PRECISION NOT NULL,
        PRIMARY KEY (tournament_id, user_id)
    );
    CREATE TABLE tournament_games (
        tournament_id BIGINT NOT NULL REFERENCES tournaments (id),
        round         INTEGER NOT NULL,
        board         INTEGER NOT NULL,
        seats         TEXT NOT NULL,
        match_id      BIGINT REFERENCES matches (id),
        starting_at   DOUBLE PRECISION,
        places        TEXT,
        PRIMARY KEY (tournament_id, round, board)
    );
    CREATE UNIQUE INDEX tournament_games_match ON tournament_games (match_id);
    """, "rerate"),
    # 9:
    # lessons done per member, hints used in matches, reviews computed once per match and seat.
    """
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
    """,
    # 10: a match's log is packed when it ends; ``ended_at`` is when that was
    # (the match's ``updated_at``), so the retention setting finds the oldest kept logs by
    # index; ``dropped_at``: when retention dropped the log (``log`` is then empty; the match
    # row, result, seats and ratings stay).  The partial index holds only the kept logs.
    """
    ALTER TABLE move_archives ADD COLUMN ended_at DOUBLE PRECISION;
    ALTER TABLE move_archives ADD COLUMN dropped_at DOUBLE PRECISION;
    UPDATE move_archives SET ended_at = (SELECT updated_at FROM matches WHERE matches.id = move_archives.match_id);
    CREATE INDEX move_archives_kept ON move_archives (ended_at) WHERE dropped_at IS NULL;
    """,
    # 11: the locale each user was last seen with: DMs speak the recipient's
    # language.  One row per user, rewritten only when their Discord language changes.
    """
    CREATE TABLE user_locales (
        user_id BIGINT PRIMARY KEY,
        locale  TEXT NOT NULL,
        seen_at DOUBLE PRECISION NOT NULL
    );
    """,
    # 12: names without English in them: a computer seat is stored by its plain
    # name ("Petri", its level is in the match's extra), a computer entrant likewise, and
    # a tournament created without a name has none (words for it are chosen per reader).
    ("", "unglue_names"),
    # 13: a match's owed announcements are claimed together by one process (``claim``: the
    # claim's token, so a process whose lease ran out learns it before posting) and posted
    # in commit order; ``sending_at`` is a lower bound on when any try of the post could have
    # gone out (the commit, then the start of each retry), where a retry looks in the channel
    # for it.
    """
    ALTER TABLE announcements ADD COLUMN claim BIGINT;
    ALTER TABLE announcements ADD COLUMN sending_at DOUBLE PRECISION;
    CREATE INDEX announcements_match ON announcements (match_id, version);
    """,
    # 14: ratings in one order: each rated result's place in its server's and
    # game's rating order, taken under the ratings lock when it is rated, so a rebuild rates
    # the results in the order the live ratings took them (``updated_at`` is read before the
    # lock, and two processes take the lock in either order).  Not cleared by a rebuild.
    # The results rated so far are put in the order their stored history shows they were
    # rated in (``bot.storage.rating_order``), so nobody's rating moves at the upgrade.
    ("""
    CREATE TABLE rating_order (
        match_id BIGINT PRIMARY KEY REFERENCES matches (id),
        guild_id BIGINT NOT NULL,
        game     TEXT NOT NULL,
        seq      BIGINT NOT NULL
    );
    CREATE UNIQUE INDEX rating_order_seq ON rating_order (guild_id, game, seq);
    """, "order_ratings"),
    # 15: bounds on what a member starts: the answer of a seat's hint at a ply is
    # kept with the view it was searched for, so asking again searches nothing; and when each
    # lesson was sent, to cap the lessons one member is sent in an hour.
    """
    ALTER TABLE hints_used ADD COLUMN advice TEXT;
    CREATE TABLE lessons_sent (
        user_id BIGINT NOT NULL,
        at      DOUBLE PRECISION NOT NULL
    );
    CREATE INDEX lessons_sent_user ON lessons_sent (user_id, at);
    """,
    # 16: long games.  ``away_periods``: a member's time away in a server
    # (``bot.host.away``), from ``started_at`` to ``ends_at``, or ``ended_at`` when they came
    # back early; the days a year's periods charge are counted from these rows.
    # ``rematch_votes``: who pressed Rematch under a finished match; ``rematches``: the one
    # process that opens the rematch claims it here (``claimed_until``: its lease), then
    # records the new match (``new_match_id``) with the new match's own insert.
    """
    CREATE TABLE away_periods (
        guild_id   BIGINT NOT NULL,
        user_id    BIGINT NOT NULL,
        started_at DOUBLE PRECISION NOT NULL,
        ends_at    DOUBLE PRECISION NOT NULL,
        ended_at   DOUBLE PRECISION
    );
    CREATE INDEX away_periods_member ON away_periods (guild_id, user_id, started_at);
    CREATE TABLE rematch_votes (
        match_id BIGINT NOT NULL REFERENCES matches (id),
        user_id  BIGINT NOT NULL,
        at       DOUBLE PRECISION NOT NULL,
        PRIMARY KEY (match_id, user_id)
    );
    CREATE TABLE rematches (
        match_id      BIGINT PRIMARY KEY REFERENCES matches (id),
        new_match_id  BIGINT,
        claimed_until DOUBLE PRECISION NOT NULL
    );
    """,
    # 17: how each member is told it is their turn (``/notify``, bot.host.notify): their choice,
    # and one row per digest sent (user, period), which a second claim of the same period
    # conflicts with, so no restart or second process sends it twice.
    """
    CREATE TABLE notify_prefs (
        user_id     BIGINT PRIMARY KEY,
        mode        TEXT NOT NULL,
        every_hours INTEGER NOT NULL,
        zone        TEXT NOT NULL,
        quiet_from  INTEGER,
        quiet_to    INTEGER,
        updated_at  DOUBLE PRECISION NOT NULL
    );
    CREATE INDEX notify_prefs_mode ON notify_prefs (mode);
    CREATE TABLE notify_digests (
        user_id BIGINT NOT NULL,
        period  BIGINT NOT NULL,
        sent_at DOUBLE PRECISION NOT NULL,
        PRIMARY KEY (user_id, period)
    );
    """,
]

-- the locale each user was last seen with: DMs speak the recipient's
-- language.  One row per user, rewritten only when their Discord language changes.
CREATE TABLE user_locales (
    user_id BIGINT PRIMARY KEY,
    locale  TEXT NOT NULL,
    seen_at DOUBLE PRECISION NOT NULL
);

import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'

/**
 * Admin sessions: one row per issued session JWT, keyed by its `jti`. A token is accepted only
 * while its row exists and is not revoked, so signing out (or deleting rows) ends a session
 * before its `exp`. Written by the OAuth callback, read by every admin request
 * (worker/auth/session.ts), revoked by `DELETE /api/_auth/session`.
 */
export const sessions = sqliteTable(
  'sessions',
  {
    /** The token's `jti` (128-bit random hex). */
    jti: text('jti').primaryKey(),
    /** The token's `sub`: the GitHub user id. */
    sub: text('sub').notNull(),
    /** GitHub login at sign-in (shown in the admin header). */
    login: text('login').notNull(),
    name: text('name'),
    avatarUrl: text('avatar_url'),
    /** Issued at / expires at (ms since epoch). */
    createdAt: integer('created_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
    /** When the session was signed out (ms), null while live. */
    revokedAt: integer('revoked_at'),
  },
  (table) => [index('sessions_expires').on(table.expiresAt)]
)

/**
 * OAuth `state` values already used by a callback, kept until their cookie could no longer be
 * valid (10 minutes): a second callback with the same state is refused, so a replayed callback
 * URL and state cookie never open a second session. Written by the callback
 * (worker/db/queries/oauth-states.ts), pruned by the scheduled job.
 */
export const usedOAuthStates = sqliteTable(
  'used_oauth_states',
  {
    /** The random `state` (128-bit hex) of one sign-in attempt. */
    state: text('state').primaryKey(),
    /** When its cookie expires at the latest (ms since epoch); the row may go after that. */
    expiresAt: integer('expires_at').notNull(),
  },
  (table) => [index('used_oauth_states_expires').on(table.expiresAt)]
)

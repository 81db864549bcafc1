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

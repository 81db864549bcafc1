import type { Locale } from '../src/shared/i18n'
import type { SessionUser } from '../src/shared/auth/session'

/** Secrets (Worker secrets in production, `.dev.vars` locally); see `.dev.vars.example`. */
export interface Secrets {
  /** Signs admin session JWTs; at least 32 bytes, or sign-in stays off (worker/auth/config.ts). */
  SESSION_SECRET?: string
  /** The secret before the last rotation: still verifies older sessions for their maximum age. */
  SESSION_SECRET_PREVIOUS?: string
  /** ISO time of the last rotation; SESSION_SECRET_PREVIOUS is ignored without it. */
  SESSION_ROTATED_AT?: string
  /** The GitHub OAuth app's client secret. */
  GITHUB_CLIENT_SECRET?: string
  /** Signs preview tokens (src/shared/preview/token.ts); at least 32 characters. Unset: no preview mode. */
  PREVIEW_SECRET?: string
  /** Optional GitHub token for the release/stars refresh. */
  GITHUB_TOKEN?: string
  /** Signs the newsletter's unsubscribe links; at least 32 characters (the newsletter answers 503 without). */
  NEWSLETTER_SECRET?: string
  /** Optional: API key of the mail provider at MAIL_API_URL (sent as a Bearer token). */
  MAIL_API_KEY?: string
  /**
   * Optional: the API base the sign-in reads `/user` from, when it is not GITHUB_API_URL (the
   * development provider of `npm start`: `/api/_dev_oauth`, see .dev.vars.example).
   */
  GITHUB_OAUTH_API_URL?: string
  /** Optional: how long a page waits for D1/KV before a 503, in ms (default 5000; tests lower it). */
  CONTENT_TIMEOUT_MS?: string
  /**
   * Optional var: the `Strict-Transport-Security` value sent over https (default
   * `max-age=31536000; includeSubDomains`; `off` sends none; never on localhost).
   */
  STRICT_TRANSPORT_SECURITY?: string
  /** Optional var: confirmation mails the newsletter sends per hour, site-wide (default 100). */
  NEWSLETTER_MAILS_PER_HOUR?: string
}

/**
 * Bindings (from `wrangler types`, see worker/worker-configuration.d.ts):
 * - DB: D1, one table per content collection (worker/db/schema.ts)
 * - SEARCH: KV, gzipped Orama indexes under content-hashed keys
 * - BUILDS: R2, builds/latest.json and builds/meta/<id>.json
 * - ASSETS: static assets from dist/client (hashed JS/CSS, content dumps)
 * - SITE_URL, SITE_INDEXABLE, SITE_TRAILING_SLASH (site config), DEFAULT_LOCALE, GITHUB_API_URL,
 *   NPM_API_URL, ANALYTICS_URL, AI_WIDGET_URL, ICON_API_URL, MAIL_API_URL, MAIL_FROM: vars
 */
export type Bindings = Env & Secrets

/** A request's session: the live token's `jti` and its user (worker/auth/session.ts). */
export interface Session {
  jti: string
  user: SessionUser
}

/** Per-request values set by middleware. */
export interface Variables {
  /** Interface locale of this request (middleware/locale.ts). */
  locale: Locale
  /**
   * The page a request is for, and whether as its `_payload.json` (middleware/page-request.ts):
   * `path` is the page's path without its language prefix (`/zh/blog` → `/blog`, the route
   * table's and D1's path), `locale` the language of its URL (src/shared/i18n/locale-paths.ts);
   * `markdown`: asked for as Markdown by `Accept`, `path` is then its `.md` twin
   * (middleware/markdown-negotiation.ts).
   */
  page?: { path: string; locale: Locale; payload: boolean; markdown?: boolean }
  /** The request's session once read (null: a guest), worker/auth/session.ts. */
  session?: Session | null
  /** The request holds a valid preview token (worker/preview/middleware.ts). */
  preview?: boolean
  /** When that token expires (seconds since the epoch): the preview bar shows it. */
  previewExpires?: number
}

export interface AppEnv {
  Bindings: Bindings
  Variables: Variables
}

import type { Locale } from '../src/shared/i18n'

/** Secrets (Worker secrets in production, `.dev.vars` locally); see `.dev.vars.example`. */
export interface Secrets {
  /** Signs admin session JWTs; at least 32 characters. */
  SESSION_SECRET?: string
  /** Signs preview tokens (worker/preview/token.ts); at least 32 characters. Unset: no preview mode. */
  PREVIEW_SECRET?: string
  /** Optional GitHub token for the release/stars refresh. */
  GITHUB_TOKEN?: string
  /** Optional: how long a page waits for D1/KV before a 503, in ms (default 5000; tests lower it). */
  CONTENT_TIMEOUT_MS?: string
}

/**
 * Bindings (from `wrangler types`, see worker/worker-configuration.d.ts):
 * - DB: D1, one table per content collection (worker/db/schema.ts)
 * - SEARCH: KV, gzipped Orama indexes under content-hashed keys
 * - BUILDS: R2, builds/latest.json and builds/meta/<id>.json
 * - ASSETS: static assets from dist/client (hashed JS/CSS, content dumps)
 * - SITE_URL, DEFAULT_LOCALE, GITHUB_API_URL, NPM_API_URL, ANALYTICS_URL, AI_WIDGET_URL: vars
 */
export type Bindings = Env & Secrets

/** Per-request values set by middleware. */
export interface Variables {
  /** Interface locale of this request (middleware/locale.ts). */
  locale: Locale
  /** The page a request is for, and whether as its `_payload.json` (middleware/page-request.ts). */
  page?: { path: string; payload: boolean }
  /** The request holds a valid preview token (worker/preview/middleware.ts). */
  preview?: boolean
}

export interface AppEnv {
  Bindings: Bindings
  Variables: Variables
}

import type { Context } from 'hono'
import { notFoundLogPath } from '../src/shared/routing/not-found-path'
import { recordNotFound } from './db/queries/not-found'
import type { AppEnv } from './env'

/**
 * Counts a 404 of a page route in the 404 log (worker/db/queries/not-found.ts) for the admin
 * 'Not found' screen. Called by the error page only (so API answers, content endpoints and bots,
 * which get no error page, are never counted), for GET requests outside preview mode; the path
 * is the page's (a `_payload.json` counts under its page, once). The write runs after the
 * answer (`waitUntil`): the 404 page never waits for it, and a D1 error is logged, never shown.
 */
export function logNotFound(c: Context<AppEnv>): void {
  if (c.req.method !== 'GET' || c.get('preview')) return
  const path = notFoundLogPath(c.get('page')?.path ?? c.req.path)
  if (!path) return
  const write = recordNotFound(c.env.DB, path).catch((error: unknown) =>
    console.error(`[404 log] could not count ${path}:`, error)
  )
  try {
    c.executionCtx.waitUntil(write)
  } catch {
    // no execution context (a direct app.request): the write still runs on its own
  }
}

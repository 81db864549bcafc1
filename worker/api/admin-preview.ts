import { Hono } from 'hono'
import { getSession } from '../auth/session'
import { getDb } from '../db/client'
import { rotatePreviewGeneration } from '../db/queries/preview-key'
import type { AppEnv } from '../env'

/**
 * `/api/admin/preview`, behind the admin API's session and same-origin checks (mounted by
 * ./admin.ts). `POST /rotate` ('Revoke all links' on the Drafts screen) writes a new preview key
 * generation: every preview link made before fails at once, in every isolate (the generation is
 * read on every preview request), with 'This preview link has been revoked'. A form goes back to
 * the Drafts screen (303); JSON gets `{rotated: true}`.
 */
export const adminPreviewApi = new Hono<AppEnv>()

adminPreviewApi.post('/rotate', async (c) => {
  const login = (await getSession(c))?.user.login ?? ''
  await rotatePreviewGeneration(getDb(c.env.DB), login)
  if (c.req.header('accept')?.includes('application/json')) return c.json({ rotated: true })
  return c.redirect('/admin/drafts?revoked', 303)
})

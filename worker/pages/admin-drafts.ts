import type { AdminView } from '../../src/shared/admin/types'
import {
  parsePreviewTtl,
  PREVIEW_TTL_CHOICES,
  type PreviewTtlChoice,
} from '../../src/shared/preview/preview-link'
import { createPreviewToken, MIN_PREVIEW_SECRET_LENGTH } from '../../src/shared/preview/token'
import type { Db } from '../db/client'
import { listDrafts } from '../db/queries/drafts'
import { readPreviewKey } from '../db/queries/preview-key'

/**
 * The admin Drafts screen: every draft, one preview token for all their links (a token opens
 * preview mode for the whole site; `to` picks the page), signed under the current key generation
 * for the lifetime asked (`?ttl=`, a week by default), and the last rotation. Without a usable
 * PREVIEW_SECRET there are no links and the screen says how to configure it.
 */
export async function loadDraftsView(
  db: Db,
  url: URL,
  secret: string | undefined
): Promise<AdminView> {
  const asked = url.searchParams.get('ttl')
  const ttl: PreviewTtlChoice = PREVIEW_TTL_CHOICES.find((choice) => choice === asked) ?? '7d'
  const [drafts, key] = await Promise.all([listDrafts(db), readPreviewKey(db)])
  let links = null
  if (secret && secret.length >= MIN_PREVIEW_SECRET_LENGTH) {
    const seconds = parsePreviewTtl(ttl)!
    const token = await createPreviewToken(secret, seconds, key?.generation ?? '')
    const expires = Math.floor(Date.now() / 1000) + seconds
    links = { origin: url.origin, token, expires, ttl }
  }
  const rotation = key && { rotatedAt: key.rotatedAt, rotatedBy: key.rotatedBy }
  return { screen: 'drafts', drafts, links, rotation, revoked: url.searchParams.has('revoked') }
}

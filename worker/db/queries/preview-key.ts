import { eq } from 'drizzle-orm'
import { randomHex } from '../../crypto'
import type { Db } from '../client'
import { previewKey } from '../schema'

/*
 * The preview key generation (worker/db/tables/preview-key.ts): read by every request that
 * carries a preview cookie and by the Drafts screen (never memoised: a rotation must revoke
 * links in every isolate at once), written by 'Revoke all preview links'.
 */

const ROW_ID = 1

/** The current generation, when and by whom it was made; null before the first rotation. */
export async function readPreviewKey(db: Db) {
  const rows = await db
    .select({
      generation: previewKey.generation,
      rotatedAt: previewKey.rotatedAt,
      rotatedBy: previewKey.rotatedBy,
    })
    .from(previewKey)
    .where(eq(previewKey.id, ROW_ID))
    .limit(1)
  return rows[0] ?? null
}

/** The current generation: '' before the first rotation. */
export async function readPreviewGeneration(db: Db): Promise<string> {
  return (await readPreviewKey(db))?.generation ?? ''
}

/** A new random generation: every preview link made before stops working. Returns it. */
export async function rotatePreviewGeneration(db: Db, login: string): Promise<string> {
  const generation = randomHex(16)
  const row = { id: ROW_ID, generation, rotatedAt: Date.now(), rotatedBy: login }
  await db.insert(previewKey).values(row).onConflictDoUpdate({ target: previewKey.id, set: row })
  return generation
}

import type { Context } from 'hono'
import type { SearchVersion } from '../../src/shared/search/filter'
import type { AppEnv } from '../env'
import { BUILD } from '../render/assets'

/*
 * `caches.default` for `/api/search` answers (consumer: worker/api/search.ts). The key is built
 * only from the validated, normalised values and the hash of the index that answers, never from
 * the request URL: extra or repeated parameters (`&utm_source=x`, `&_=1`) reach the same entry,
 * and a newly published index (new hash) or a new deployment of the code (new build id: ranking or
 * snippets may have changed) is a miss, never a stale hit.
 */

/** What an answer depends on. */
export interface SearchAnswerKey {
  /** The normalised query (SearchQuerySchema: trimmed, blanks collapsed). */
  q: string
  version: SearchVersion
  limit: number
  /** Hash of the version's index in the search manifest. */
  hash: string
}

/** The `caches.default` of Workers; absent in some runtimes (then nothing is cached). */
const edge = () =>
  typeof caches === 'undefined' ? undefined : (caches as unknown as { default?: Cache }).default

/** The cache request of an answer, on the site's own origin (the Cache API is per zone). */
export function createSearchAnswerKey(
  origin: string,
  { q, version, limit, hash }: SearchAnswerKey
): Request {
  const params = new URLSearchParams({
    q,
    version: String(version),
    limit: String(limit),
    index: hash,
    build: BUILD.id,
  })
  return new Request(`${origin}/api/search?${params}`, { method: 'GET' })
}

/** The cached answer (headers mutable), if any. */
export async function matchSearchAnswer(key: Request): Promise<Response | undefined> {
  const hit = await edge()?.match(key)
  return hit ? new Response(hit.body, hit) : undefined
}

/**
 * Stores a copy of a 200 answer, which must carry its own Cache-Control (the edge keeps it that
 * long). After the response when the runtime allows (`waitUntil`), else before it (tests).
 */
export async function putSearchAnswer(
  c: Context<AppEnv>,
  key: Request,
  response: Response
): Promise<void> {
  const cache = edge()
  if (!cache || response.status !== 200) return
  const stored = cache
    .put(key, response.clone())
    .catch((error: unknown) =>
      console.error('[search] storing an answer in the edge cache failed:', error)
    )
  try {
    c.executionCtx.waitUntil(stored)
  } catch {
    await stored // no execution context (app.request in tests)
  }
}

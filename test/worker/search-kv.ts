import { env } from 'cloudflare:test'

const MANIFEST_KEY = 'search:manifest'

/** Puts the built search index (TEST_SEARCH) into KV as `npm start` does: values first, manifest last. */
export async function putSearchIndex(): Promise<void> {
  const entries = Object.entries(env.TEST_SEARCH)
  const decode = (base64: string) => Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
  for (const [key, value] of entries)
    if (key !== MANIFEST_KEY) await env.SEARCH.put(key, decode(value))
  await env.SEARCH.put(
    MANIFEST_KEY,
    new TextDecoder().decode(decode(env.TEST_SEARCH[MANIFEST_KEY]!))
  )
}

import type { Context } from 'hono'

/** A parsed JSON value. */
export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue }

/** Limits and wording of one endpoint's body. */
export interface JsonBodyOptions {
  /** Largest accepted body in bytes, checked on Content-Length and on the bytes read. */
  maxBytes: number
  /** The expected shape, for messages: `{"sql": "SELECT ..."}`. */
  example?: string
}

/** `application/json`, any case, optionally followed by parameters (`; charset=utf-8`). */
const JSON_MEDIA_TYPE_RE = /^application\/json[ \t]*(?:;|$)/i
const CHARSET_RE = /;[ \t]*charset[ \t]*=[ \t]*"?([^";]*)"?/i

/**
 * Reads the JSON body of a request, for every endpoint that takes one, and answers the
 * problems itself: 415 unless the Content-Type is application/json (so a cross-site "simple
 * request", text/plain or a form, never gets through), 413 past `maxBytes` on the declared
 * Content-Length or on the bytes actually read (the stream is read chunk by chunk and
 * cancelled past the limit, never buffered whole), 400 for a body that is not UTF-8 JSON.
 * Returns the parsed value, or the Response to answer with: must be the body's only reader.
 *
 * @example
 * const body = await readJsonBody(c, { maxBytes: 8192 })
 * if (body instanceof Response) return body
 */
export async function readJsonBody(
  c: Context,
  { maxBytes, example }: JsonBodyOptions
): Promise<JsonValue | Response> {
  const fail = (status: 400 | 413 | 415, error: string, headers?: Record<string, string>) =>
    c.json({ error }, status, headers)
  const shape = example ? `: send ${example}` : ''
  const type = c.req.header('content-type')
  const got = describeNonJsonType(type)
  if (got) {
    const error = `Content-Type: application/json is required (got ${got})${shape}`
    return fail(415, error, { Accept: 'application/json' })
  }
  const tooLarge = () => fail(413, `body too large: at most ${maxBytes} bytes`)
  if (Number(c.req.header('content-length')) > maxBytes) return tooLarge()
  const bytes = await readAtMost(c.req.raw, maxBytes)
  if (bytes === 'too large') return tooLarge()
  if (bytes === 'unreadable') return fail(400, 'the body could not be read')
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return fail(400, `the body is not valid UTF-8${shape}`)
  }
  if (text.trim() === '') return fail(400, `the body is empty${shape}`)
  try {
    return JSON.parse(text) as JsonValue
  } catch (error) {
    return fail(400, `the body is not valid JSON (${(error as Error).message})${shape}`)
  }
}

/** What a Content-Type that is not UTF-8 JSON is, for the message; undefined for JSON. */
function describeNonJsonType(type: string | undefined): string | undefined {
  if (!type) return 'none'
  if (!JSON_MEDIA_TYPE_RE.test(type.trim())) return JSON.stringify(type)
  const charset = CHARSET_RE.exec(type)?.[1]?.trim().toLowerCase()
  if (charset && charset !== 'utf-8' && charset !== 'utf8') {
    return `charset ${JSON.stringify(charset)}: JSON is UTF-8`
  }
  return undefined
}

/** The body's bytes, reading no more than one chunk past `maxBytes`. */
async function readAtMost(
  request: Request,
  maxBytes: number
): Promise<Uint8Array | 'too large' | 'unreadable'> {
  if (!request.body) return new Uint8Array(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined)
        return 'too large'
      }
      chunks.push(value)
    }
  } catch {
    return 'unreadable'
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

/** `application/x-www-form-urlencoded`, any case, optionally with parameters. */
const FORM_MEDIA_TYPE_RE = /^application\/x-www-form-urlencoded[ \t]*(?:;|$)/i

/**
 * The fields of a small write: an HTML form (`application/x-www-form-urlencoded`, what the admin
 * screens post) or a JSON object of strings and numbers (API clients), as strings. Answers the
 * problems itself like {@link readJsonBody}: 415 for another type, 413 past `maxBytes`, 400 for
 * a body that is not UTF-8 or not an object of scalars. Must be the body's only reader.
 */
export async function readFieldsBody(
  c: Context,
  { maxBytes }: { maxBytes: number }
): Promise<Record<string, string> | Response> {
  const type = c.req.header('content-type')?.trim() ?? ''
  if (JSON_MEDIA_TYPE_RE.test(type)) {
    const body = await readJsonBody(c, { maxBytes, example: '{"field": "value"}' })
    if (body instanceof Response) return body
    if (!body || typeof body !== 'object' || Array.isArray(body))
      return c.json({ error: 'the body must be a JSON object of fields' }, 400)
    const fields: Record<string, string> = {}
    for (const [key, value] of Object.entries(body)) {
      if (typeof value !== 'string' && typeof value !== 'number')
        return c.json({ error: `${key}: give a string or a number` }, 400)
      fields[key] = String(value)
    }
    return fields
  }
  if (!FORM_MEDIA_TYPE_RE.test(type)) {
    const got = type ? JSON.stringify(type.slice(0, 100)) : 'none'
    return c.json(
      { error: `send a form (application/x-www-form-urlencoded) or JSON (got ${got})` },
      415
    )
  }
  if (Number(c.req.header('content-length')) > maxBytes)
    return c.json({ error: `body too large: at most ${maxBytes} bytes` }, 413)
  const bytes = await readAtMost(c.req.raw, maxBytes)
  if (bytes === 'too large')
    return c.json({ error: `body too large: at most ${maxBytes} bytes` }, 413)
  if (bytes === 'unreadable') return c.json({ error: 'the body could not be read' }, 400)
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return c.json({ error: 'the body is not valid UTF-8' }, 400)
  }
  return Object.fromEntries(new URLSearchParams(text))
}

import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { readJsonBody } from './request-body'

const MAX = 64
const JSON_TYPE = { 'content-type': 'application/json' }

/** A tiny app answering `{ got }` with the parsed body, or readJsonBody's own answer. */
const app = new Hono()
app.post('/', async (c) => {
  const body = await readJsonBody(c, { maxBytes: MAX, example: '{"a": 1}' })
  if (body instanceof Response) return body
  return c.json({ got: body })
})

const send = (body: BodyInit | null, headers: Record<string, string> = JSON_TYPE) =>
  app.request('/', { method: 'POST', body, headers })

async function answer(response: Response) {
  return { status: response.status, body: (await response.json()) as unknown }
}

/** A request body arriving in `chunks`, one per pull; counts its pulls and sees a cancel. */
function createStream(chunks: Iterable<string>) {
  const iterator = chunks[Symbol.iterator]()
  const stream = { pulls: 0, cancelled: false, body: undefined as unknown as ReadableStream }
  stream.body = new ReadableStream<Uint8Array>({
    pull(controller) {
      stream.pulls++
      const next = iterator.next()
      if (next.done) controller.close()
      else controller.enqueue(new TextEncoder().encode(next.value))
    },
    cancel() {
      stream.cancelled = true
    },
  })
  return stream
}

function* repeat(chunk: string, times = Infinity) {
  for (let i = 0; i < times; i++) yield chunk
}

const exactly = (bytes: number) => `{"a": "${'x'.repeat(bytes - 9)}"}`

describe('readJsonBody', () => {
  it.each<[name: string, body: string, value: unknown]>([
    ['an object', '{"a": [1, "é", null]}', { a: [1, 'é', null] }],
    ['an array', '[1, 2]', [1, 2]],
    ['a string', '"x"', 'x'],
    ['null', ' null ', null],
    ['a body of exactly maxBytes', exactly(MAX), { a: 'x'.repeat(MAX - 9) }],
    ['a byte order mark', '\uFEFF{"a": 1}', { a: 1 }],
  ])('returns the parsed value of %s', async (_name, body, value) => {
    expect(await answer(await send(body))).toEqual({ status: 200, body: { got: value } })
  })

  it.each([
    'application/json; charset=utf-8',
    'APPLICATION/JSON',
    'application/json;charset="UTF-8"',
    'application/json ; charset=utf8',
  ])('accepts Content-Type %s', async (type) => {
    expect((await send('{"a": 1}', { 'content-type': type })).status).toBe(200)
  })

  it.each<[name: string, type: string | undefined, got: string]>([
    ['no Content-Type', undefined, 'none'],
    ['text/plain', 'text/plain', '"text/plain"'],
    ['a form', 'application/x-www-form-urlencoded', '"application/x-www-form-urlencoded"'],
    ['multipart', 'multipart/form-data; boundary=b', '"multipart/form-data; boundary=b"'],
    ['a JSON suffix type', 'application/ld+json', '"application/ld+json"'],
    ['a longer type', 'application/json5', '"application/json5"'],
    ['another charset', 'application/json; charset=utf-16', 'charset "utf-16": JSON is UTF-8'],
  ])('answers 415 for %s', async (_name, type, got) => {
    const bytes = new TextEncoder().encode('{"a": 1}')
    const response = await send(bytes, type ? { 'content-type': type } : {})
    expect(response.headers.get('accept')).toBe('application/json')
    expect(await answer(response)).toEqual({
      status: 415,
      body: { error: `Content-Type: application/json is required (got ${got}): send {"a": 1}` },
    })
  })

  const tooLarge = { status: 413, body: { error: `body too large: at most ${MAX} bytes` } }

  it('answers 413 one byte past maxBytes', async () => {
    expect(await answer(await send(exactly(MAX + 1)))).toEqual(tooLarge)
    expect(await answer(await send(`"${'é'.repeat(32)}"`))).toEqual(tooLarge)
  })

  it('answers 413 on the declared Content-Length before reading anything', async () => {
    const stream = createStream(repeat(' '.repeat(8)))
    const headers = { ...JSON_TYPE, 'content-length': String(MAX + 1) }
    expect(await answer(await send(stream.body, headers))).toEqual(tooLarge)
    expect(stream.pulls).toBeLessThanOrEqual(1)
  })

  it('answers 413 when the bytes read pass maxBytes, whatever Content-Length said', async () => {
    const stream = createStream(repeat(' '.repeat(16), 10))
    const headers = { ...JSON_TYPE, 'content-length': '10' }
    expect(await answer(await send(stream.body, headers))).toEqual(tooLarge)
  })

  it('stops reading an endless body just past maxBytes, and cancels it', async () => {
    const stream = createStream(repeat(' '.repeat(16)))
    expect(await answer(await send(stream.body))).toEqual(tooLarge)
    expect(stream.pulls).toBeLessThanOrEqual(MAX / 16 + 2)
    expect(stream.cancelled).toBe(true)
  })

  it('reads a body arriving in pieces', async () => {
    const stream = createStream(['{"a"', ': [1,', ' "é', '"]}'])
    expect(await answer(await send(stream.body))).toEqual({
      status: 200,
      body: { got: { a: [1, 'é'] } },
    })
  })

  it.each<[name: string, body: BodyInit | null, error: RegExp]>([
    ['no body', null, /^the body is empty: send \{"a": 1\}$/],
    ['an empty body', '', /^the body is empty/],
    ['only whitespace', ' \n\t', /^the body is empty/],
    ['invalid JSON', '{"a": }', /^the body is not valid JSON \(.+\): send \{"a": 1\}$/],
    ['trailing garbage', '{"a": 1} x', /^the body is not valid JSON/],
    ['invalid UTF-8', new Uint8Array([0x22, 0xc3, 0x28, 0x22]), /^the body is not valid UTF-8/],
    ['a lone surrogate in UTF-8', new Uint8Array([0x22, 0xed, 0xa0, 0x80, 0x22]), /UTF-8/],
  ])('answers 400 for %s', async (_name, body, error) => {
    const { status, body: answered } = await answer(await send(body))
    expect({ status, answered }).toEqual({
      status: 400,
      answered: { error: expect.stringMatching(error) },
    })
  })
})

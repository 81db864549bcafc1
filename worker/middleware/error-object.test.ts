import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from '../env'
import { errorObjects } from './error-object'

const app = new Hono<AppEnv>()
app.use('*', errorObjects())
app.get('/field', (c) => c.json({ error: 'give a topic', field: 'topic' }, 400))
app.get('/shaped', (c) =>
  c.json({ statusCode: 422, statusMessage: 'Unprocessable', message: 'x', data: {} }, 422)
)
app.get('/ok', (c) => c.json({ error: 'not an error: a 200' }))
app.get('/text', (c) => c.text('plain', 404))
app.get('/list', (c) => c.json(['error'], 400))
app.get('/throws', () => {
  throw new HTTPException(429, { message: 'slow down' })
})
app.onError((error, c) => c.json({ error: error.message }, (error as HTTPException).status))

const get = async (path: string) => {
  const response = await app.request(`http://localhost${path}`)
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    body: await response.text(),
  }
}

describe('errorObjects', () => {
  it('gives a bare JSON error the spec 3 error object, keeping its own fields', async () => {
    const answer = await get('/field')
    expect(answer.status).toBe(400)
    expect(answer.type).toMatch(/^application\/json/)
    expect(JSON.parse(answer.body)).toEqual({
      statusCode: 400,
      statusMessage: 'Bad Request',
      message: 'give a topic',
      error: 'give a topic',
      field: 'topic',
    })
  })

  it('does the same for an error answered by onError', async () => {
    expect(JSON.parse((await get('/throws')).body)).toEqual({
      statusCode: 429,
      statusMessage: 'Too Many Requests',
      message: 'slow down',
      error: 'slow down',
    })
  })

  it('leaves successes, shaped errors, text and non-object bodies as they are', async () => {
    expect(JSON.parse((await get('/ok')).body)).toEqual({ error: 'not an error: a 200' })
    expect(JSON.parse((await get('/shaped')).body)).toEqual({
      statusCode: 422,
      statusMessage: 'Unprocessable',
      message: 'x',
      data: {},
    })
    expect(await get('/text')).toMatchObject({ status: 404, body: 'plain' })
    expect((await get('/list')).body).toBe('["error"]')
  })
})

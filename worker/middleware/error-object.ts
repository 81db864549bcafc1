import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../env'
import { errorObject } from '../errors'

/**
 * Spec 3: a JSON error answer is an error object (statusCode, statusMessage, message). The
 * endpoints answer their problems as `{ error, ...fields }` (readJsonBody, the validators, the
 * APIs); this turns every such answer (status ≥ 400, JSON, an `error` string and no `statusCode`)
 * into the full object, keeping `error` and the other fields, so no endpoint can forget it.
 */
export function errorObjects(): MiddlewareHandler<AppEnv> {
  return async function errorObjects(c, next) {
    await next()
    const response = c.res
    if (response.status < 400) return
    if (!response.headers.get('content-type')?.startsWith('application/json')) return
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => null)
    if (!isBareError(body)) return
    const headers = new Headers(response.headers)
    headers.delete('content-length')
    c.res = new Response(JSON.stringify(errorObject(response.status, body.error, body)), {
      status: response.status,
      headers,
    })
  }
}

function isBareError(body: unknown): body is { error: string } & Record<string, unknown> {
  return (
    typeof body === 'object' &&
    body !== null &&
    !Array.isArray(body) &&
    typeof (body as { error?: unknown }).error === 'string' &&
    !('statusCode' in body)
  )
}

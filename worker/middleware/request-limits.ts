import type { MiddlewareHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { hasControlCharacters } from '../../src/shared/routing/redirect-target'
import type { AppEnv } from '../env'

/** Longest URL accepted (path + query), in characters. */
export const MAX_URL_LENGTH = 8192
/** Largest total size of the request headers (names + values), in bytes. */
export const MAX_HEADER_BYTES = 16 * 1024
/** Most query-string parameters accepted. */
export const MAX_QUERY_PARAMS = 64

/**
 * Refuses requests no page or API needs, before any of them runs: a URL over
 * {@link MAX_URL_LENGTH} (414), headers over {@link MAX_HEADER_BYTES} (431), more than
 * {@link MAX_QUERY_PARAMS} query parameters (400), control characters or malformed escapes in the
 * path (400: CR/LF must never reach a header). Each answer names the limit.
 */
export function requestLimits(): MiddlewareHandler<AppEnv> {
  return async function requestLimits(c, next) {
    const url = c.req.url
    if (url.length > MAX_URL_LENGTH) {
      throw new HTTPException(414, {
        message: `URL too long: at most ${MAX_URL_LENGTH} characters`,
      })
    }
    let headerBytes = 0
    c.req.raw.headers.forEach((value, name) => (headerBytes += name.length + value.length + 4))
    if (headerBytes > MAX_HEADER_BYTES) {
      throw new HTTPException(431, {
        message: `request headers too large: at most ${MAX_HEADER_BYTES} bytes`,
      })
    }
    const { pathname, searchParams } = new URL(url)
    if (hasControlCharacters(pathname)) {
      throw new HTTPException(400, {
        message: 'bad request: the path holds control characters or malformed escapes',
      })
    }
    let params = 0
    for (const _ of searchParams.keys()) {
      if (++params > MAX_QUERY_PARAMS) {
        throw new HTTPException(400, {
          message: `too many query parameters: at most ${MAX_QUERY_PARAMS}`,
        })
      }
    }
    await next()
  }
}

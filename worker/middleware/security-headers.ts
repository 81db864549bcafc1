import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../env'
import { INLINE_SCRIPT_HASHES } from '../build-manifest'

/** The origin of a configured URL, or '' when unset or not http(s). */
function originOf(url: string | undefined): string {
  try {
    const parsed = new URL(url ?? '')
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : ''
  } catch {
    return ''
  }
}

/** Builds the CSP: inline scripts only by their build-time sha256; third parties only when configured. */
export function buildCsp(env: {
  ANALYTICS_URL?: string
  AI_WIDGET_URL?: string
  ICON_API_URL?: string
}): string {
  const ai = originOf(env.AI_WIDGET_URL)
  const analytics = originOf(env.ANALYTICS_URL)
  // the public icon API the client falls back to (src/client/icon-loader.ts)
  const icons = originOf(env.ICON_API_URL)
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...INLINE_SCRIPT_HASHES.map((hash) => `'${hash}'`), ai]
      .filter(Boolean)
      .join(' '),
    // stylesheets only from the site; inline style ATTRIBUTES (highlighted code, the hero opacity,
    // positioned menus) are allowed, <style> elements are not. Browsers without the -elem/-attr
    // directives fall back to style-src.
    "style-src 'self' 'unsafe-inline'",
    "style-src-elem 'self'",
    "style-src-attr 'unsafe-inline'",
    "script-src-attr 'none'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    ['connect-src', "'self'", analytics, ai, icons].filter(Boolean).join(' '),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
}

/** `Strict-Transport-Security` unless STRICT_TRANSPORT_SECURITY says otherwise (a year, subdomains). */
export const DEFAULT_HSTS = 'max-age=31536000; includeSubDomains'
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * The `Strict-Transport-Security` value for a request: only over https and never for a loopback
 * host (a browser would then refuse plain http to localhost for a year). STRICT_TRANSPORT_SECURITY
 * sets the value (`off` sends none; a value not starting with `max-age=` is ignored).
 */
export function hstsFor(requestUrl: string, configured: string | undefined): string | undefined {
  const url = new URL(requestUrl)
  if (url.protocol !== 'https:' || LOOPBACK.has(url.hostname)) return undefined
  const value = configured?.trim() ?? ''
  if (value.toLowerCase() === 'off') return undefined
  return /^max-age=\d+/i.test(value) ? value : DEFAULT_HSTS
}

/**
 * Security headers on every response of the worker: CSP, no framing, no sniffing, a tight
 * referrer policy, no camera/microphone/geolocation, and HSTS over https (ARCHITECTURE.md
 * "Security headers" says why each).
 */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  let cached: { key: string; csp: string } | undefined
  return async function securityHeaders(c, next) {
    await next()
    const key = `${c.env.ANALYTICS_URL}|${c.env.AI_WIDGET_URL}|${c.env.ICON_API_URL}`
    if (cached?.key !== key) cached = { key, csp: buildCsp(c.env) }
    c.header('Content-Security-Policy', cached.csp)
    c.header('X-Content-Type-Options', 'nosniff')
    c.header('X-Frame-Options', 'DENY')
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin')
    c.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()')
    const hsts = hstsFor(c.req.url, c.env.STRICT_TRANSPORT_SECURITY)
    if (hsts) c.header('Strict-Transport-Security', hsts)
  }
}

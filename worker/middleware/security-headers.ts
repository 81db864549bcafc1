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

/** Security headers on every response: CSP, no framing, no sniffing, a tight referrer policy. */
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
  }
}

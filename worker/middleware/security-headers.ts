import type { MiddlewareHandler } from 'hono'
import { INLINE_SCRIPT_HASHES } from '../render/assets'

/**
 * Security headers on every response: a strict CSP (inline scripts allowed only by their
 * build-time sha256), no framing, no sniffing, a tight referrer policy.
 */
export function securityHeaders(): MiddlewareHandler {
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${INLINE_SCRIPT_HASHES.map((hash) => `'${hash}'`).join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
  return async (c, next) => {
    await next()
    c.header('Content-Security-Policy', csp)
    c.header('X-Content-Type-Options', 'nosniff')
    c.header('X-Frame-Options', 'DENY')
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin')
    c.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()')
  }
}

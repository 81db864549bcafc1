/**
 * When the privacy-friendly analytics event is sent (spec 7): never on localhost, on file:,
 * when the ignore flag is set in localStorage, or when disabled (no endpoint configured).
 */
export function shouldSendAnalytics(input: {
  endpoint: string | undefined
  protocol: string
  hostname: string
  ignoreFlag: string | null
}): boolean {
  if (!input.endpoint) return false
  if (input.protocol === 'file:') return false
  if (/^(localhost|127(?:\.\d+){3}|\[::1\])$/.test(input.hostname)) return false
  return input.ignoreFlag !== 'true'
}

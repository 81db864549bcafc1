import { shouldSendAnalytics } from '../shared/analytics'
import { ANALYTICS_IGNORE_KEY } from '../shared/constants'

/** Sends a privacy-friendly pageview event (no cookies, no identifiers) when allowed. */
export function trackPageview(): void {
  const endpoint = document.documentElement.dataset.analyticsUrl
  let ignoreFlag: string | null = null
  try {
    ignoreFlag = localStorage.getItem(ANALYTICS_IGNORE_KEY)
  } catch {
    // storage disabled
  }
  if (
    !shouldSendAnalytics({
      endpoint,
      protocol: location.protocol,
      hostname: location.hostname,
      ignoreFlag,
    })
  )
    return
  const body = JSON.stringify({
    name: 'pageview',
    url: location.href,
    domain: location.hostname,
    referrer: document.referrer || null,
  })
  fetch(endpoint!, {
    method: 'POST',
    body,
    keepalive: true,
    headers: { 'content-type': 'text/plain' },
  }).catch(() => {})
}

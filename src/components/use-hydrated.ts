import { useEffect, useState } from 'react'

/**
 * False during the server render and the hydration pass, true once the island is live in the
 * browser: an island marks itself `data-ready` with it, so tests (and styles) can tell.
 * Consumers: the AgencyDirectory, JobBoard, ContactForm and PageActions islands.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}

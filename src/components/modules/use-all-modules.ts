import { useEffect, useState } from 'react'
import type { ModuleSummary } from '../../shared/modules/types'
import { loadModules } from './load-modules'

/**
 * Every module (`loadModules`, once per page life) for filtering in the browser, once the
 * directory has hydrated. `failed`: the API was unreachable, so the filters submit the form
 * instead. `now` starts at the server's render time (relative dates hydrate identically) and
 * turns to the browser's clock once live.
 */
export function useAllModules(serverNow: number) {
  const [all, setAll] = useState<ModuleSummary[] | null>(null)
  const [hydrated, setHydrated] = useState(false)
  const [failed, setFailed] = useState(false)
  const [now, setNow] = useState(serverNow)
  useEffect(() => {
    setHydrated(true)
    setNow(Date.now())
    let live = true
    loadModules().then(
      (modules) => live && setAll(modules),
      (error: unknown) => {
        if (!live) return
        console.warn(
          '[aster] modules could not be loaded; the filters submit the form instead:',
          error
        )
        setFailed(true)
      }
    )
    return () => {
      live = false
    }
  }, [])
  return { all, hydrated, failed, now }
}

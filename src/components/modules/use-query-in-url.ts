import { useEffect, type RefObject } from 'react'
import { withModuleQuery, type ModuleQuery } from '../../shared/modules/filter'

/**
 * The URL follows the directory's filters once the visitor changed one (`touched`), replacing
 * the current history entry (no new one).
 */
export function useQueryInUrl(query: ModuleQuery, touched: RefObject<boolean>): void {
  useEffect(() => {
    if (!touched.current) return
    const search = withModuleQuery(location.search, query)
    if (search !== location.search)
      history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`)
  }, [query, touched])
}

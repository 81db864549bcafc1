import { useState, type MouseEvent } from 'react'
import {
  toggleUrlFilter,
  writeUrlFilters,
  type FilterOptions,
  type FilterState,
} from '../../shared/filters/url-filters'

/**
 * The filters of a list kept in the URL, for an island: starts from the state the server read,
 * and a pick updates the list at once and pushes the new URL (`history.pushState`, with the
 * scroll position the client router restores). Back and forward are the router's: it loads the
 * server's render of that URL (src/client/router.ts, popstate), which is the same list.
 * Consumers: the AgencyDirectory and JobBoard islands.
 */
export function useUrlFilters<K extends string>(
  initial: FilterState<K>,
  options: FilterOptions<K>
) {
  const [filters, setFilters] = useState(initial)
  const apply = (next: FilterState<K>) => {
    setFilters(next)
    const url = `${location.pathname}${writeUrlFilters(next, options)}`
    history.pushState({ scroll: window.scrollY }, '', url)
  }
  /** A filter link's click: the list changes in place instead of loading the URL. */
  const pick = (key: K, value: string | undefined) => (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    apply(toggleUrlFilter(filters, key, value))
  }
  /** The reset link's click. */
  const reset = (event: MouseEvent) => {
    event.preventDefault()
    apply({})
  }
  return { filters, pick, reset }
}

import { useMemo, useState } from 'react'
import { normalizeSearch, type ModuleQuery } from '../../shared/modules/filter'

/** The directory's filters as the visitor edits them, and the canonical query they make. */
export function useModuleFilters(initial: ModuleQuery) {
  const [text, setText] = useState(initial.q)
  const [category, setCategory] = useState(initial.category)
  const [sortBy, setSortBy] = useState(initial.sortBy)
  const [orderBy, setOrderBy] = useState(initial.orderBy)
  const query = useMemo<ModuleQuery>(() => {
    const next: ModuleQuery = { q: normalizeSearch(text) }
    if (category) next.category = category
    if (sortBy) next.sortBy = sortBy
    if (orderBy) next.orderBy = orderBy
    return next
  }, [text, category, sortBy, orderBy])
  return { text, category, sortBy, orderBy, query, setText, setCategory, setSortBy, setOrderBy }
}

/** The filters' values and setters, as the filter form reads and changes them. */
export type ModuleFilterState = ReturnType<typeof useModuleFilters>

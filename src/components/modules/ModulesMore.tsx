import type { MouseEvent, RefObject } from 'react'
import {
  FIRST_PAGE_SIZE,
  NEXT_PAGE_SIZE,
  withModuleQuery,
  type ModuleQuery,
} from '../../shared/modules/filter'
import type { DirectoryLabels } from './labels'
import { useLocalePath } from '../locale-context'

/**
 * Below a list with more to show: the sentinel that loads more as it comes into view, and a
 * 'Show more' link to the next page (followed as a link without JS).
 */
export function ModulesMore({
  labels,
  query,
  shown,
  sentinel,
  onMore,
}: {
  labels: DirectoryLabels
  query: ModuleQuery
  /** Cards shown now. */
  shown: number
  sentinel: RefObject<HTMLDivElement | null>
  onMore: (event: MouseEvent) => void
}) {
  const to = useLocalePath()
  const nextPage = Math.ceil((shown - FIRST_PAGE_SIZE) / NEXT_PAGE_SIZE) + 2
  return (
    <div className="mt-8 flex flex-col items-center">
      <div
        ref={sentinel}
        className="h-px w-full"
        aria-hidden="true"
        data-modules-sentinel=""
        data-hydrate-visible=""
      />
      <a
        href={to(`/modules${withModuleQuery('', query, nextPage)}`)}
        onClick={onMore}
        rel="nofollow"
        className="rounded-md border border-slate-200 px-4 py-2 text-sm font-medium hover:border-green-500 dark:border-slate-700"
        data-modules-more=""
      >
        {labels['modules.showMore']}
      </a>
    </div>
  )
}

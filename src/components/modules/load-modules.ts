import type { ModuleSummary } from '../../shared/modules/types'

let pending: Promise<ModuleSummary[]> | undefined

/**
 * Every module from `GET /api/modules`, fetched once per page life and skipped when already
 * loaded (spec 7), so coming back to the directory by client navigation filters at once. A
 * failure is forgotten, so the next visit tries again. Consumer: the ModulesDirectory island.
 */
export function loadModules(): Promise<ModuleSummary[]> {
  if (pending) return pending
  const request = fetch('/api/modules', { headers: { accept: 'application/json' } })
    .then((response) =>
      response.ok
        ? (response.json() as Promise<{ modules: ModuleSummary[] }>)
        : Promise.reject(new Error(`/api/modules answered ${response.status}`))
    )
    .then((data) => data.modules)
  pending = request
  request.catch(() => {
    if (pending === request) pending = undefined
  })
  return request
}

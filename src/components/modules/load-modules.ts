import type { ModuleSummary } from '../../shared/modules/types'
import { createFetchOnce } from '../fetch-once'

/**
 * Every module from `GET /api/modules`, fetched once per page life and skipped when already
 * loaded (spec 7), so coming back to the directory by client navigation filters at once; a
 * failure is retried on the next call. Consumers: the ModulesDirectory island, the search
 * palette's Modules group.
 */
export const loadModules = createFetchOnce(
  '/api/modules',
  (body) => (body as { modules: ModuleSummary[] }).modules
)

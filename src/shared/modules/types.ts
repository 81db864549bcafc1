import type { ModuleFile } from './schema'

/**
 * Shapes of modules as the worker serves them. Consumers: worker/db/queries/modules.ts,
 * /api/modules, the directory and module pages, the ModulesDirectory island.
 */

/** A module as listed (directory cards, `GET /api/modules`): no README, no maintainers. */
export type ModuleSummary = Pick<
  ModuleFile,
  'name' | 'npm' | 'category' | 'description' | 'repo' | 'icon' | 'type' | 'sponsor' | 'stats'
>

/** One module with everything its page shows (`GET /api/modules/<name>`). */
export interface ModuleDetail
  extends ModuleSummary, Pick<ModuleFile, 'maintainers' | 'compatibility' | 'contributors'> {
  website: string | null
  /** Sanitized HTML of the README, compiled at build time; relative links point at the repository. */
  readme: string
}

/** Global stats of the directory (`GET /api/stats`, and `stats` of `GET /api/modules`). */
export interface ModulesStats {
  /** Distinct maintainers (by GitHub login) over all modules. */
  maintainers: number
  /** Sum of the modules' repository contributors. */
  contributors: number
  /** Number of modules. */
  modules: number
  /** Monthly npm downloads of the framework package (header). */
  downloads: number
  /** GitHub stars of the framework repository (header). */
  stars: number
}

/** The install command the copy button puts on the clipboard. */
export function installCommand(npm: string): string {
  return `npm i ${npm}`
}

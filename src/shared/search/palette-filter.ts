import { createTextMatcher } from '../text'

/**
 * The palette's client-side groups (spec 5: "The palette's module search matches name, npm and
 * repo. Hosting search matches title"). Consumers: the search palette (src/components/search).
 */

/** What the palette reads of a module from `/api/modules`. */
export interface PaletteModule {
  name: string
  npm: string
  repo: string
  description?: string
  icon?: string
}

/** A hosting provider from `/api/hosting`. */
export interface HostingProvider {
  title: string
  description: string
  path: string
  logoIcon: string | null
  logoSrc: string | null
}

/** Modules whose name, npm package or repository contains the term. */
export function filterModules<M extends PaletteModule>(
  modules: readonly M[],
  term: string,
  limit: number
): M[] {
  const matches = createTextMatcher(term)
  if (!matches) return []
  return modules
    .filter((module) => matches(module.name) || matches(module.npm) || matches(module.repo))
    .slice(0, limit)
}

/** Hosting providers whose title contains the term. */
export function filterHostingProviders<P extends Pick<HostingProvider, 'title'>>(
  providers: readonly P[],
  term: string,
  limit: number
): P[] {
  const matches = createTextMatcher(term)
  if (!matches) return []
  return providers.filter((provider) => matches(provider.title)).slice(0, limit)
}

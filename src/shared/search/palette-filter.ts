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

/** The first `limit` items one of whose `texts` contains the term (none for a blank term). */
function filterByText<T>(
  items: readonly T[],
  texts: (item: T) => string[],
  term: string,
  limit: number
): T[] {
  const matches = createTextMatcher(term)
  if (!matches) return []
  return items.filter((item) => texts(item).some((text) => matches(text))).slice(0, limit)
}

/** Modules whose name, npm package or repository contains the term. */
export const filterModules = <M extends PaletteModule>(
  modules: readonly M[],
  term: string,
  limit: number
): M[] => filterByText(modules, (module) => [module.name, module.npm, module.repo], term, limit)

/** Hosting providers whose title contains the term. */
export const filterHostingProviders = <P extends Pick<HostingProvider, 'title'>>(
  providers: readonly P[],
  term: string,
  limit: number
): P[] => filterByText(providers, (provider) => [provider.title], term, limit)

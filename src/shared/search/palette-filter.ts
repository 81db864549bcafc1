import { escapeRegExp } from './text'

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

/** Case-insensitive literal matcher of a search term (regex syntax escaped); null for a blank term. */
export function createTermMatcher(term: string): RegExp | null {
  const trimmed = term.trim()
  return trimmed ? new RegExp(escapeRegExp(trimmed), 'i') : null
}

/** Modules whose name, npm package or repository contains the term. */
export function filterModules<M extends PaletteModule>(modules: readonly M[], term: string, limit: number): M[] {
  const matcher = createTermMatcher(term)
  if (!matcher) return []
  return modules.filter((module) => matcher.test(module.name) || matcher.test(module.npm) || matcher.test(module.repo)).slice(0, limit)
}

/** Hosting providers whose title contains the term. */
export function filterHostingProviders<P extends Pick<HostingProvider, 'title'>>(providers: readonly P[], term: string, limit: number): P[] {
  const matcher = createTermMatcher(term)
  if (!matcher) return []
  return providers.filter((provider) => matcher.test(provider.title)).slice(0, limit)
}

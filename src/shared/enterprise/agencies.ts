import {
  applyUrlFilters,
  toFilterValue,
  type FilterOptions,
  type FilterState,
} from '../filters/url-filters'

/**
 * The agency directory's vocabulary, one source of truth: the content schema
 * (src/shared/content/schemas/agencies.ts) accepts only these, the filters offer them.
 */
export const AGENCY_REGIONS = [
  'Europe',
  'North America',
  'South America',
  'Asia',
  'Africa',
  'Oceania',
] as const

/** Services an agency can list. */
export const AGENCY_SERVICES = [
  'Custom development',
  'Migrations',
  'Performance',
  'E-commerce',
  'Design systems',
  'Accessibility',
  'Headless CMS',
  'Training',
] as const

export type AgencyRegion = (typeof AGENCY_REGIONS)[number]
export type AgencyService = (typeof AGENCY_SERVICES)[number]

/** The filter keys of `/enterprise/agencies` with their URL values. */
export const AGENCY_FILTER_OPTIONS: FilterOptions<'service' | 'region'> = {
  service: AGENCY_SERVICES.map(toFilterValue),
  region: AGENCY_REGIONS.map(toFilterValue),
}

export type AgencyFilters = FilterState<'service' | 'region'>

/** An agency as the directory shows it (a card). */
export interface AgencySummary {
  /** `/enterprise/agencies/<slug>`. */
  path: string
  title: string
  description: string
  logo?: string
  location: string
  regions: string[]
  services: string[]
}

/** The agencies both filters accept (server render and island: the same function). */
export function filterAgencies<T extends AgencySummary>(
  agencies: readonly T[],
  filters: AgencyFilters
): T[] {
  return applyUrlFilters(agencies, filters, (agency, key) =>
    key === 'service' ? agency.services : agency.regions
  )
}

import { AgencyCard } from '../components/enterprise/AgencyCard'
import { FilteredList } from '../components/filters/FilteredList'
import { useUrlFilters } from '../components/filters/use-url-filters'
import {
  AGENCY_FILTER_OPTIONS,
  AGENCY_REGIONS,
  AGENCY_SERVICES,
  filterAgencies,
  type AgencyFilters,
  type AgencySummary,
} from '../shared/enterprise/agencies'
import { toFilterValue } from '../shared/filters/url-filters'
import type { LabelsOf } from '../shared/i18n/pick'

/** The directory's strings (picked on the server: src/shared/i18n/pick.ts). */
export const AGENCY_DIRECTORY_LABEL_KEYS = [
  'filters.all',
  'filters.reset',
  'filters.label',
  'agencies.service',
  'agencies.region',
  'agencies.results',
  'agencies.resultsOne',
  'agencies.empty',
  'agencies.services',
  'agencies.regions',
] as const

export interface AgencyDirectoryProps {
  agencies: AgencySummary[]
  /** The filters the server read from the URL. */
  filters: AgencyFilters
  labels: LabelsOf<typeof AGENCY_DIRECTORY_LABEL_KEYS>
}

const PATH = '/enterprise/agencies'
const choices = (labels: readonly string[]) =>
  labels.map((label) => ({ value: toFilterValue(label), label }))

/**
 * The agency directory: filters by service and region (links to the filtered URL, so it works
 * without JavaScript) and the cards. Hydrated, a pick filters at once with the same function as
 * the server (`filterAgencies`) and pushes the URL.
 */
export default function AgencyDirectory({
  agencies,
  filters: initial,
  labels,
}: AgencyDirectoryProps) {
  const { filters, pick, reset } = useUrlFilters(initial, AGENCY_FILTER_OPTIONS)
  const shown = filterAgencies(agencies, filters)
  return (
    <FilteredList
      marker="agency-directory"
      path={PATH}
      groups={[
        { name: 'service', label: labels['agencies.service'], choices: choices(AGENCY_SERVICES) },
        { name: 'region', label: labels['agencies.region'], choices: choices(AGENCY_REGIONS) },
      ]}
      filters={filters}
      options={AGENCY_FILTER_OPTIONS}
      onPick={pick}
      onReset={reset}
      count={shown.length}
      labels={{
        all: labels['filters.all'],
        reset: labels['filters.reset'],
        filters: labels['filters.label'],
        results: labels['agencies.results'],
        resultsOne: labels['agencies.resultsOne'],
        empty: labels['agencies.empty'],
      }}
    >
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-agencies="">
        {shown.map((agency) => (
          <AgencyCard
            key={agency.path}
            agency={agency}
            labels={{
              services: labels['agencies.services'],
              regions: labels['agencies.regions'],
            }}
          />
        ))}
      </ul>
    </FilteredList>
  )
}

import { AgencyCard } from '../components/enterprise/AgencyCard'
import { FilterGroup } from '../components/filters/FilterGroup'
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
import { useHydrated } from '../components/use-hydrated'

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
  const hydrated = useHydrated()
  const { filters, pick, reset } = useUrlFilters(initial, AGENCY_FILTER_OPTIONS)
  const shown = filterAgencies(agencies, filters)
  const group = { filters, options: AGENCY_FILTER_OPTIONS, path: PATH, onPick: pick }
  return (
    <div data-agency-directory="" data-ready={hydrated ? '' : undefined}>
      <div className="flex flex-col gap-3" aria-label={labels['filters.label']} role="search">
        <FilterGroup
          {...group}
          name="service"
          label={labels['agencies.service']}
          allLabel={labels['filters.all']}
          choices={choices(AGENCY_SERVICES)}
        />
        <FilterGroup
          {...group}
          name="region"
          label={labels['agencies.region']}
          allLabel={labels['filters.all']}
          choices={choices(AGENCY_REGIONS)}
        />
      </div>
      <p
        className="mt-6 text-sm text-slate-500 dark:text-slate-400"
        aria-live="polite"
        data-count=""
      >
        {shown.length === 1
          ? labels['agencies.resultsOne']
          : labels['agencies.results'].replace('{count}', String(shown.length))}
      </p>
      {shown.length ? (
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
      ) : (
        <div
          className="mt-4 rounded-lg border border-dashed border-slate-300 p-10 text-center dark:border-slate-700"
          data-empty=""
        >
          <p className="text-slate-600 dark:text-slate-400">{labels['agencies.empty']}</p>
          <a
            href={PATH}
            onClick={reset}
            className="mt-3 inline-block font-medium text-green-700 underline dark:text-green-400"
          >
            {labels['filters.reset']}
          </a>
        </div>
      )}
    </div>
  )
}

import { EnterpriseHeading, Prose } from '../../components/enterprise/EnterpriseIntro'
import { Island } from '../../components/Island'
import AgencyDirectory, { AGENCY_DIRECTORY_LABEL_KEYS } from '../../islands/AgencyDirectory'
import type { AgenciesPageData } from '../../shared/enterprise/page-data'
import type { Messages } from '../../shared/i18n'
import { pickMessages } from '../../shared/i18n/pick'

/** `/enterprise/agencies`: the introduction, then the filterable directory (an island). */
export function AgenciesPage({ data, t }: { data: AgenciesPageData; t: Messages }) {
  return (
    <article className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <EnterpriseHeading title={data.title} description={data.description} t={t} />
      <Prose html={data.body} t={t} className="mt-8 max-w-3xl" />
      <div className="mt-10">
        <Island
          name="AgencyDirectory"
          component={AgencyDirectory}
          props={{
            agencies: data.agencies,
            filters: data.filters,
            labels: pickMessages(t, AGENCY_DIRECTORY_LABEL_KEYS),
          }}
        />
      </div>
    </article>
  )
}

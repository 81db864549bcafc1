import type { Messages } from '../shared/i18n'
import type { PageData } from '../shared/page-data'
import { ContentPage } from './ContentPage'
import { DocsPage } from './DocsPage'
import { ErrorPage } from './ErrorPage'
import { ModulePage } from './ModulePage'
import { ModulesPage } from './ModulesPage'
import { AgenciesPage } from './enterprise/AgenciesPage'
import { AgencyPage } from './enterprise/AgencyPage'
import { JobsPage } from './enterprise/JobsPage'
import { SponsorsPage } from './enterprise/SponsorsPage'
import { SupportPage } from './enterprise/SupportPage'

/** Picks the page component for a PageData by its route id. */
export function PageView({ data, t }: { data: PageData; t: Messages }) {
  switch (data.route) {
    case 'docs':
      return <DocsPage data={data} t={t} />
    case 'content':
      return <ContentPage data={data} t={t} />
    case 'error':
      return <ErrorPage data={data} t={t} />
    case 'modules':
      return <ModulesPage data={data} t={t} />
    case 'module':
      return <ModulePage data={data} t={t} />
    case 'support':
      return <SupportPage data={data} t={t} />
    case 'agencies':
      return <AgenciesPage data={data} t={t} />
    case 'agency':
      return <AgencyPage data={data} t={t} />
    case 'sponsors':
      return <SponsorsPage data={data} t={t} />
    case 'jobs':
      return <JobsPage data={data} t={t} />
  }
}

import type { Messages } from '../shared/i18n'
import type { PageData } from '../shared/page-data'
import { AdminLoginPage } from './AdminLoginPage'
import { AdminPage } from './AdminPage'
import { ContentPage } from './ContentPage'
import { DocsPage } from './DocsPage'
import { ErrorPage } from './ErrorPage'
import { ModulePage } from './ModulePage'
import { ModulesPage } from './ModulesPage'

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
    case 'admin':
      return <AdminPage data={data} t={t} />
    case 'admin-login':
      return <AdminLoginPage data={data} t={t} />
  }
}

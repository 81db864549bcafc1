import { AdminLayout } from '../components/admin/AdminLayout'
import { BuildsScreen } from '../components/admin/BuildsScreen'
import { ContactScreen } from '../components/admin/ContactScreen'
import { DraftsScreen } from '../components/admin/DraftsScreen'
import { FeedbackScreen } from '../components/admin/FeedbackScreen'
import { GapsScreen } from '../components/admin/GapsScreen'
import { NewsletterScreen } from '../components/admin/NewsletterScreen'
import { NotFoundScreen } from '../components/admin/NotFoundScreen'
import { OverviewScreen } from '../components/admin/OverviewScreen'
import { TranslationsScreen } from '../components/admin/TranslationsScreen'
import type { Messages } from '../shared/i18n'
import type { AdminPageData } from '../shared/page-data'

/** `/admin` and its screens in the admin layout (the guard let only a session through). */
export function AdminPage({ data, t }: { data: AdminPageData; t: Messages }) {
  const { view } = data
  return (
    <AdminLayout t={t} data={data}>
      {view.screen === 'feedback' ? (
        <FeedbackScreen view={view} t={t} />
      ) : view.screen === 'gaps' ? (
        <GapsScreen view={view} t={t} />
      ) : view.screen === 'contact' ? (
        <ContactScreen view={view} t={t} />
      ) : view.screen === 'newsletter' ? (
        <NewsletterScreen view={view} t={t} />
      ) : view.screen === 'builds' ? (
        <BuildsScreen view={view} t={t} />
      ) : view.screen === 'drafts' ? (
        <DraftsScreen view={view} t={t} />
      ) : view.screen === 'not-found' ? (
        <NotFoundScreen view={view} t={t} />
      ) : view.screen === 'translations' ? (
        <TranslationsScreen view={view} t={t} />
      ) : (
        <OverviewScreen view={view} t={t} />
      )}
    </AdminLayout>
  )
}

import type { Messages } from '../shared/i18n'
import type { PageData } from '../shared/page-data'
import { DraftMark } from '../components/layout/DraftMark'
import { PreviewBar } from '../components/layout/PreviewBar'
import { TranslationNotice } from '../components/layout/TranslationNotice'
import { BlogListPage } from './BlogListPage'
import { BlogPostPage } from './BlogPostPage'
import { AdminLoginPage } from './AdminLoginPage'
import { AdminPage } from './AdminPage'
import { ContentPage } from './ContentPage'
import { DesignKitPage } from './DesignKitPage'
import { DeployGuidePage } from './DeployGuidePage'
import { DeployListPage } from './DeployListPage'
import { HomePage } from './HomePage'
import { DocsPage } from './DocsPage'
import { ErrorPage } from './ErrorPage'
import { ModulePage } from './ModulePage'
import { ModulesPage } from './ModulesPage'
import { NewsletterPage } from './NewsletterPage'
import { NewsletterIssuePage } from './NewsletterIssuePage'
import { EnterpriseHubPage } from './enterprise/EnterpriseHubPage'
import { ShowcasePage } from './ShowcasePage'
import { TeamPage } from './TeamPage'
import { TemplatesPage } from './TemplatesPage'
import { VideoCoursesPage } from './VideoCoursesPage'
import { UnsubscribePage } from './UnsubscribePage'
import { AgenciesPage } from './enterprise/AgenciesPage'
import { AgencyPage } from './enterprise/AgencyPage'
import { JobsPage } from './enterprise/JobsPage'
import { SponsorsPage } from './enterprise/SponsorsPage'
import { SupportPage } from './enterprise/SupportPage'

/**
 * Picks the page component for a PageData by its route id; in preview mode the preview bar comes
 * first, and a draft (preview mode only) gets the 'Draft' mark above it, a Chinese page whose
 * content is not its translation the notice saying so. The document and
 * `_payload.json` both render this, so client navigation shows the bar and the mark too.
 */
export function PageView({ data, t }: { data: PageData; t: Messages }) {
  return (
    <>
      {data.preview ? <PreviewBar t={t} path={data.path} expires={data.preview.expires} /> : null}
      {data.draft ? <DraftMark t={t} /> : null}
      <TranslationNotice data={data} t={t} />
      <RoutePage data={data} t={t} />
    </>
  )
}

/** The page component of a route id. */
function RoutePage({ data, t }: { data: PageData; t: Messages }) {
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
    case 'templates':
      return <TemplatesPage data={data} t={t} />
    case 'showcase':
      return <ShowcasePage data={data} t={t} />
    case 'video-courses':
      return <VideoCoursesPage data={data} t={t} />
    case 'team':
      return <TeamPage data={data} t={t} />
    case 'design-kit':
      return <DesignKitPage data={data} t={t} />
    case 'newsletter':
      return <NewsletterPage data={data} t={t} />
    case 'newsletter-issue':
      return <NewsletterIssuePage data={data} t={t} />
    case 'unsubscribe':
      return <UnsubscribePage data={data} t={t} />
    case 'enterprise':
      return <EnterpriseHubPage data={data} t={t} />
    case 'home':
      return <HomePage data={data} t={t} />
    case 'blog':
      return <BlogListPage data={data} t={t} />
    case 'blog-post':
      return <BlogPostPage data={data} t={t} />
    case 'deploy':
      return <DeployListPage data={data} t={t} />
    case 'deploy-guide':
      return <DeployGuidePage data={data} t={t} />
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
    case 'admin':
      return <AdminPage data={data} t={t} />
    case 'admin-login':
      return <AdminLoginPage data={data} t={t} />
  }
}

import type { RouteId } from '../../src/shared/routing/routes'
import { blogPage } from './blog'
import { blogPostPage } from './blog-post'
import { adminPage } from './admin'
import { adminLoginPage } from './admin-login'
import { contentPage } from './content'
import { designKitPage } from './design-kit'
import { deployPage } from './deploy'
import { deployGuidePage } from './deploy-guide'
import { homePage } from './home'
import type { PageDefinition } from './define-page'
import { agenciesPage, agencyPage } from './enterprise/agencies'
import { jobsPage } from './enterprise/jobs'
import { sponsorsPage } from './enterprise/sponsors'
import { supportPage } from './enterprise/support'
import { docsPage } from './docs'
import { modulePage } from './module'
import { modulesPage } from './modules'
import { newsletterPage } from './newsletter'
import { newsletterIssuePage } from './newsletter-issue'
import { enterprisePage } from './enterprise/hub'
import { showcasePage } from './showcase'
import { teamPage } from './team'
import { templatesPage } from './templates'
import { videoCoursesPage } from './video-courses'
import { unsubscribePage } from './unsubscribe'

/**
 * Every route id of the table (src/shared/routing/routes.ts) with its loader; the type makes a
 * table entry without a loader a compile error. Consumer: worker/pages/serve.ts.
 */
export const PAGES: { [Id in RouteId]: PageDefinition<Id> } = {
  docs: docsPage,
  modules: modulesPage,
  module: modulePage,
  templates: templatesPage,
  showcase: showcasePage,
  'video-courses': videoCoursesPage,
  team: teamPage,
  'design-kit': designKitPage,
  newsletter: newsletterPage,
  unsubscribe: unsubscribePage,
  'newsletter-issue': newsletterIssuePage,
  enterprise: enterprisePage,
  home: homePage,
  blog: blogPage,
  'blog-post': blogPostPage,
  deploy: deployPage,
  'deploy-guide': deployGuidePage,
  support: supportPage,
  agencies: agenciesPage,
  agency: agencyPage,
  sponsors: sponsorsPage,
  jobs: jobsPage,
  'admin-login': adminLoginPage,
  admin: adminPage,
  content: contentPage,
}

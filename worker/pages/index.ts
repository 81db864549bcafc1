import type { RouteId } from '../../src/shared/routing/routes'
import { adminPage } from './admin'
import { adminLoginPage } from './admin-login'
import { contentPage } from './content'
import type { PageDefinition } from './define-page'
import { docsPage } from './docs'
import { modulePage } from './module'
import { modulesPage } from './modules'

/**
 * Every route id of the table (src/shared/routing/routes.ts) with its loader; the type makes a
 * table entry without a loader a compile error. Consumer: worker/pages/serve.ts.
 */
export const PAGES: { [Id in RouteId]: PageDefinition<Id> } = {
  docs: docsPage,
  modules: modulesPage,
  module: modulePage,
  'admin-login': adminLoginPage,
  admin: adminPage,
  content: contentPage,
}

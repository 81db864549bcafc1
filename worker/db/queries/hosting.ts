import { inLocale } from '../locale-rows'
import { and, asc, desc, eq, ne } from 'drizzle-orm'
import type { DeployProvider } from '../../../src/shared/page-data'
import type { HostingProvider } from '../../../src/shared/search/palette-filter'
import type { Db } from '../client'
import { contentDeploy } from '../schema'
import { PageRowSchema, requireRow } from '../row-check'

/** The index page of the deploy collection: the list, not a provider (spec 7). */
const INDEX_PATH = '/deploy'

/** The hosting providers: the deploy collection without its index page /deploy (spec 7), in source order. */
export async function listHostingProviders(db: Db): Promise<HostingProvider[]> {
  return db
    .select({
      title: contentDeploy.title,
      description: contentDeploy.description,
      path: contentDeploy.path,
      logoIcon: contentDeploy.logoIcon,
      logoSrc: contentDeploy.logoSrc,
    })
    .from(contentDeploy)
    .where(and(ne(contentDeploy.path, INDEX_PATH), inLocale(contentDeploy)))
    .orderBy(asc(contentDeploy.position))
}

const PROVIDER_COLUMNS = {
  title: contentDeploy.title,
  description: contentDeploy.description,
  path: contentDeploy.path,
  category: contentDeploy.category,
  featured: contentDeploy.featured,
  logoIcon: contentDeploy.logoIcon,
  logoSrc: contentDeploy.logoSrc,
}

/** The providers with category and featured flag, featured first, then in source order (/deploy, home). */
export async function listDeployProviders(db: Db): Promise<DeployProvider[]> {
  return db
    .select(PROVIDER_COLUMNS)
    .from(contentDeploy)
    .where(and(ne(contentDeploy.path, INDEX_PATH), inLocale(contentDeploy)))
    .orderBy(desc(contentDeploy.featured), asc(contentDeploy.position))
}

/** One provider's guide by path (never the index page), or undefined; malformed → 503. */
export async function getDeployGuide(db: Db, path: string) {
  const rows = await db
    .select()
    .from(contentDeploy)
    .where(
      and(eq(contentDeploy.path, path), ne(contentDeploy.path, INDEX_PATH), inLocale(contentDeploy))
    )
    .limit(1)
  return rows[0] && requireRow(PageRowSchema, rows[0], `deploy${path}`)
}

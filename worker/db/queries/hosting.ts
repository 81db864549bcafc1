import { pickLocale, preferLocale, withFallback } from '../locale-rows'
import type { Locale } from '../../../src/shared/i18n/locales'
import { and, asc, desc, eq, ne } from 'drizzle-orm'
import type { DeployProvider } from '../../../src/shared/page-data'
import type { HostingProvider } from '../../../src/shared/search/palette-filter'
import type { Db } from '../client'
import { contentDeploy } from '../schema'
import { PageRowSchema, requireRow } from '../row-check'

/** The index page of the deploy collection: the list, not a provider (spec 7). */
const INDEX_PATH = '/deploy'

/**
 * The hosting providers: the deploy collection without its index page /deploy (spec 7), in
 * source order; in another language each guide's translation, else its English row.
 */
export async function listHostingProviders(
  db: Db,
  locale: Locale = 'en'
): Promise<HostingProvider[]> {
  const rows = await db
    .select({
      title: contentDeploy.title,
      description: contentDeploy.description,
      path: contentDeploy.path,
      logoIcon: contentDeploy.logoIcon,
      logoSrc: contentDeploy.logoSrc,
      locale: contentDeploy.locale,
    })
    .from(contentDeploy)
    .where(and(ne(contentDeploy.path, INDEX_PATH), withFallback(contentDeploy, locale)))
    .orderBy(asc(contentDeploy.position))
  return pickLocale(rows, locale, (row) => row.path).map(({ locale: _locale, ...row }) => row)
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

/**
 * The providers with category and featured flag, featured first, then in source order (/deploy,
 * home); in another language each guide's translation, else its English row.
 */
export async function listDeployProviders(
  db: Db,
  locale: Locale = 'en'
): Promise<DeployProvider[]> {
  const rows = await db
    .select({ ...PROVIDER_COLUMNS, locale: contentDeploy.locale })
    .from(contentDeploy)
    .where(and(ne(contentDeploy.path, INDEX_PATH), withFallback(contentDeploy, locale)))
    .orderBy(desc(contentDeploy.featured), asc(contentDeploy.position))
  return pickLocale(rows, locale, (row) => row.path).map(({ locale: _locale, ...row }) => row)
}

/**
 * One provider's guide by path (never the index page), or undefined; malformed → 503. In another
 * language: its translation, else the English row (its `locale` says which).
 */
export async function getDeployGuide(db: Db, path: string, locale: Locale = 'en') {
  const rows = await db
    .select()
    .from(contentDeploy)
    .where(
      and(
        eq(contentDeploy.path, path),
        ne(contentDeploy.path, INDEX_PATH),
        withFallback(contentDeploy, locale)
      )
    )
    .orderBy(preferLocale(contentDeploy, locale))
    .limit(1)
  return rows[0] && requireRow(PageRowSchema, rows[0], `deploy${path}`)
}

import { AGENCY_FILTER_OPTIONS } from '../../../src/shared/enterprise/agencies'
import { readUrlFilters } from '../../../src/shared/filters/url-filters'
import { getAgency, listAgencies } from '../../db/queries/enterprise'
import { pageNotFound } from '../../errors'
import { definePage } from '../define-page'
import { baseOf, canonicalRedirect, loadIntro } from './intro'

const PATH = '/enterprise/agencies'

/**
 * Route 'agencies': every agency with the filters of the URL (`?service=&region=`, unknown values
 * ignored). The island renders the list from these props, so the server's list is the island's.
 */
export const agenciesPage = definePage('agencies', async ({ path, url, db, locale }) => {
  const moved = canonicalRedirect(path, PATH, url)
  if (moved) return moved
  const [intro, agencies] = await Promise.all([
    loadIntro(db, 'landing', PATH, locale),
    listAgencies(db, locale),
  ])
  const filters = readUrlFilters(url.searchParams, AGENCY_FILTER_OPTIONS)
  return { route: 'agencies', ...baseOf(intro, PATH, locale), agencies, filters }
})

/** Route 'agency': one agency by slug; an unknown slug is the spec's 404. */
export const agencyPage = definePage('agency', async ({ path, url, db, locale }) => {
  const canonical = path.replace(/\/+$/, '')
  const moved = canonicalRedirect(path, canonical, url)
  if (moved) return moved
  const found = await getAgency(db, canonical, locale)
  if (!found) throw pageNotFound(path)
  const { agency, body, translation } = found
  return {
    route: 'agency',
    path: canonical,
    locale,
    title: agency.title,
    description: agency.description,
    body,
    agency,
    ...(translation ? { translation } : {}),
  }
})

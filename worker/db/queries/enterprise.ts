import { asc, ne, eq, and } from 'drizzle-orm'
import * as v from 'valibot'
import type { AgencySummary } from '../../../src/shared/enterprise/agencies'
import type { AgencyDetail, SponsorEntry } from '../../../src/shared/enterprise/page-data'
import type { Db } from '../client'
import { keepValidRows, requireRow } from '../row-check'
import { contentAgencies, contentManualSponsors } from '../schema'
import { inLocale, pickLocale, preferLocale, translationField, withFallback } from '../locale-rows'
import type { Locale } from '../../../src/shared/i18n/locales'

/*
 * Queries of the enterprise section: agencies (a page collection whose index is the directory's
 * introduction) and the hand-added sponsors. Consumers: worker/pages/enterprise/*.
 */

const AgencyRowSchema = v.looseObject({
  regions: v.array(v.string(), 'regions: expected a list of strings'),
  services: v.array(v.string(), 'services: expected a list of strings'),
})

const summaryColumns = {
  path: contentAgencies.path,
  title: contentAgencies.title,
  description: contentAgencies.description,
  logo: contentAgencies.logo,
  location: contentAgencies.location,
  regions: contentAgencies.regions,
  services: contentAgencies.services,
}

type SummaryRow = { logo: string | null } & Omit<AgencySummary, 'logo'>

const toSummary = ({ logo, ...row }: SummaryRow): AgencySummary => ({
  ...row,
  ...(logo ? { logo } : {}),
})

/**
 * Every agency of the directory, in source order (the collection's index page left out); in
 * another language each agency's translation, else its English row.
 */
export async function listAgencies(db: Db, locale: Locale = 'en'): Promise<AgencySummary[]> {
  const rows = await db
    .select({ ...summaryColumns, locale: contentAgencies.locale })
    .from(contentAgencies)
    .where(
      and(ne(contentAgencies.path, '/enterprise/agencies'), withFallback(contentAgencies, locale))
    )
    .orderBy(asc(contentAgencies.position))
  const picked = pickLocale(rows, locale, (row) => row.path).map(
    ({ locale: _locale, ...row }) => row
  )
  return keepValidRows(AgencyRowSchema, picked, (row) => `agencies${row.path}`).map(toSummary)
}

/**
 * One agency by path with its compiled description, or undefined; in another language its
 * translation, else the English row (`translation` tells the reader which).
 */
export async function getAgency(
  db: Db,
  path: string,
  locale: Locale = 'en'
): Promise<
  | { agency: AgencyDetail; body: string; translation?: 'missing' | 'outdated' | undefined }
  | undefined
> {
  const rows = await db
    .select({
      ...summaryColumns,
      body: contentAgencies.body,
      contact: contentAgencies.contact,
      website: contentAgencies.website,
      github: contentAgencies.github,
      x: contentAgencies.x,
      linkedin: contentAgencies.linkedin,
      locale: contentAgencies.locale,
      translation: contentAgencies.translation,
    })
    .from(contentAgencies)
    .where(and(eq(contentAgencies.path, path), withFallback(contentAgencies, locale)))
    .orderBy(preferLocale(contentAgencies, locale))
    .limit(1)
  const row = rows[0]
  if (!row || path === '/enterprise/agencies') return undefined
  requireRow(AgencyRowSchema, row, `agencies${path}`)
  const { body, contact, website, github, x, linkedin, ...rest } = row
  const { locale: rowLocale, translation, ...summary } = rest
  const socials: AgencyDetail['socials'] = []
  if (github) socials.push({ name: 'GitHub', url: github })
  if (x) socials.push({ name: 'X', url: x })
  if (linkedin) socials.push({ name: 'LinkedIn', url: linkedin })
  return {
    body,
    agency: { ...toSummary(summary), contact, ...(website ? { website } : {}), socials },
    ...translationField({ locale: rowLocale, translation }, locale),
  }
}

/**
 * The hand-added sponsors with their tier, in source order (the description lives in `meta`),
 * in a language (a data collection: every item has a row per language).
 */
export async function listManualSponsors(
  db: Db,
  locale: Locale = 'en'
): Promise<(SponsorEntry & { tier: string })[]> {
  const rows = await db
    .select()
    .from(contentManualSponsors)
    .where(inLocale(contentManualSponsors, locale))
    .orderBy(asc(contentManualSponsors.position))
  return rows.map(({ name, url, logo, tier, meta }) => {
    const description = typeof meta?.description === 'string' ? meta.description : undefined
    return { name, url, logo, tier, ...(description ? { description } : {}) }
  })
}

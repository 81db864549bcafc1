import { asc, ne, eq, and } from 'drizzle-orm'
import * as v from 'valibot'
import type { AgencySummary } from '../../../src/shared/enterprise/agencies'
import type { AgencyDetail, SponsorEntry } from '../../../src/shared/enterprise/page-data'
import type { Db } from '../client'
import { keepValidRows, requireRow } from '../row-check'
import { contentAgencies, contentManualSponsors } from '../schema'
import { inLocale } from '../locale-rows'

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

/** Every agency of the directory, in source order (the collection's index page left out). */
export async function listAgencies(db: Db): Promise<AgencySummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(contentAgencies)
    .where(and(ne(contentAgencies.path, '/enterprise/agencies'), inLocale(contentAgencies)))
    .orderBy(asc(contentAgencies.position))
  return keepValidRows(AgencyRowSchema, rows, (row) => `agencies${row.path}`).map(toSummary)
}

/** One agency by path with its compiled description, or undefined. */
export async function getAgency(
  db: Db,
  path: string
): Promise<{ agency: AgencyDetail; body: string } | undefined> {
  const rows = await db
    .select({
      ...summaryColumns,
      body: contentAgencies.body,
      contact: contentAgencies.contact,
      website: contentAgencies.website,
      github: contentAgencies.github,
      x: contentAgencies.x,
      linkedin: contentAgencies.linkedin,
    })
    .from(contentAgencies)
    .where(and(eq(contentAgencies.path, path), inLocale(contentAgencies)))
    .limit(1)
  const row = rows[0]
  if (!row || path === '/enterprise/agencies') return undefined
  requireRow(AgencyRowSchema, row, `agencies${path}`)
  const { body, contact, website, github, x, linkedin, ...summary } = row
  const socials: AgencyDetail['socials'] = []
  if (github) socials.push({ name: 'GitHub', url: github })
  if (x) socials.push({ name: 'X', url: x })
  if (linkedin) socials.push({ name: 'LinkedIn', url: linkedin })
  return {
    body,
    agency: { ...toSummary(summary), contact, ...(website ? { website } : {}), socials },
  }
}

/** The hand-added sponsors with their tier, in source order (the description lives in `meta`). */
export async function listManualSponsors(db: Db): Promise<(SponsorEntry & { tier: string })[]> {
  const rows = await db
    .select()
    .from(contentManualSponsors)
    .where(inLocale(contentManualSponsors))
    .orderBy(asc(contentManualSponsors.position))
  return rows.map(({ name, url, logo, tier, meta }) => {
    const description = typeof meta?.description === 'string' ? meta.description : undefined
    return { name, url, logo, tier, ...(description ? { description } : {}) }
  })
}

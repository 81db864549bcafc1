import type { BasePageData } from '../page-data-base'
import type { SupportFaq, SupportFeature, SupportPlan } from '../content/schemas/support'
import type { PageLinkSchema } from '../content/schemas/page'
import type * as v from 'valibot'
import type { AgencyFilters, AgencySummary } from './agencies'
import type { Job, JobFilters } from './jobs'
import type { SponsorTier } from './sponsors'

/**
 * PageData of the enterprise section (routes support, agencies, agency, sponsors, jobs of
 * src/shared/routing/routes.ts; loaders in worker/pages/enterprise/, components in
 * src/pages/enterprise/). Each carries its page's compiled markdown `body` (the introduction),
 * which the payload sends once, as HTML.
 */

/** One card of the enterprise hub: a section, its figure and a picture of its own content. */
export interface HubCard {
  /** The section's page. */
  to: string
  title: string
  description: string
  icon?: string
  /** Which section the figure counts (`other` for a card of another page: no figure). */
  kind: 'support' | 'agencies' | 'sponsors' | 'jobs' | 'other'
  /** Support plans, agencies, sponsors or open positions. */
  count: number
  /** Logos of the picture (agencies, sponsors). */
  logos: { src: string; name: string }[]
  /** Lines of the picture (plans with their price, the newest positions); `strong` stands out. */
  lines: { label: string; detail: string; strong: boolean }[]
}

/** `/enterprise`: the section's hub, its hero and one card per section. */
export interface EnterpriseHubPageData extends BasePageData {
  route: 'enterprise'
  body: string
  hero: { title: string; description: string }
  /** The hero's buttons. */
  links: v.InferOutput<typeof PageLinkSchema>[]
  cards: HubCard[]
}

/** `/enterprise/support`: the introduction, the plans and their comparison, the FAQ, the form. */
export interface SupportPageData extends BasePageData {
  route: 'support'
  body: string
  plans: SupportPlan[]
  features: SupportFeature[]
  faq: SupportFaq[]
}

/** `/enterprise/agencies?service=&region=`: every agency, with the filters read from the URL. */
export interface AgenciesPageData extends BasePageData {
  route: 'agencies'
  body: string
  /** Every agency (the island filters them in the browser with the same function). */
  agencies: AgencySummary[]
  filters: AgencyFilters
}

/** An agency as its own page shows it. */
export interface AgencyDetail extends AgencySummary {
  contact: string
  website?: string
  /** Profile links, in a fixed order (GitHub, X, LinkedIn). */
  socials: { name: 'GitHub' | 'X' | 'LinkedIn'; url: string }[]
}

/** `/enterprise/agencies/<slug>`: one agency (its markdown body is the description). */
export interface AgencyPageData extends BasePageData {
  route: 'agency'
  body: string
  agency: AgencyDetail
}

/** One sponsor as the sponsors page shows it. */
export interface SponsorEntry {
  name: string
  url: string
  logo: string
  description?: string
}

/** `/enterprise/sponsors`: sponsors grouped by tier, highest first; empty tiers left out. */
export interface SponsorsPageData extends BasePageData {
  route: 'sponsors'
  body: string
  tiers: { tier: SponsorTier; sponsors: SponsorEntry[] }[]
  /** Where 'Become a sponsor' leads (the page's first hero link). */
  becomeUrl: string
}

/** `/enterprise/jobs?location=&type=`: every open position, with the filters read from the URL. */
export interface JobsPageData extends BasePageData {
  route: 'jobs'
  body: string
  jobs: Job[]
  filters: JobFilters
  /** Server time of the render (epoch ms): relative dates read the same after hydration. */
  now: number
}

export type EnterprisePageData =
  | EnterpriseHubPageData
  | SupportPageData
  | AgenciesPageData
  | AgencyPageData
  | SponsorsPageData
  | JobsPageData

/** An enterprise PageData as sent in `_payload.json` (its body travels as the payload's html). */
export type EnterprisePayloadData = {
  [R in EnterprisePageData['route']]: Omit<Extract<EnterprisePageData, { route: R }>, 'body'>
}[EnterprisePageData['route']]

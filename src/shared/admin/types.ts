import type { SessionUser } from '../auth/session'
import type { FeedbackAnalytics, FeedbackPageRow } from '../feedback/analytics'
import type { PreviewTtlChoice } from '../preview/preview-link'
import type { RedirectStatus } from '../routing/redirect-rules'

/**
 * What the admin screens show (PageData of route 'admin', loaded by worker/pages/admin.ts from
 * D1 and R2, rendered by src/pages/AdminPage.tsx).
 */

/** How a sign-in attempt ended when it did not (`/admin/login?signin=<outcome>`). */
export const SIGN_IN_OUTCOMES = [
  'denied',
  'expired',
  'failed',
  'not-allowed',
  'unavailable',
] as const
export type SignInOutcome = (typeof SIGN_IN_OUTCOMES)[number]

/** Newsletter subscriber states (worker/db/tables/newsletter.ts). */
export const SUBSCRIBER_STATES = ['pending', 'confirmed', 'unsubscribed'] as const
export type SubscriberState = (typeof SUBSCRIBER_STATES)[number]

export interface ContactRequestRow {
  id: number
  name: string
  email: string
  company: string
  companySize: string
  topic: string
  message: string
  createdAt: number
  handledAt: number | null
  handledBy: string | null
}

export interface SubscriberRow {
  email: string
  status: SubscriberState
  mailStatus: string | null
  createdAt: number
  confirmedAt: number | null
}

export interface OutboxRow {
  id: number
  to: string
  subject: string
  createdAt: number
}

export interface BuildMetaRow {
  id: string
  /** ISO time of the build, when its manifest says. */
  timestamp: string | null
}

/** A search that found nothing, summed over the period (worker/db/queries/search-misses.ts). */
export interface SearchMissRow {
  query: string
  version: string
  locale: string
  /** Where it was asked, comma-separated: `mcp` (search_docs), `palette` (/api/search). */
  sources: string
  count: number
  /** UTC day it was last asked, `YYYY-MM-DD`. */
  lastDay: string
}

/** A draft on the Drafts screen (`content_drafts`). */
export interface DraftRow {
  collection: string
  path: string
  title: string
  /** The page's `updatedAt` (YYYY-MM-DD), else when its collection was last loaded (ISO). */
  changedAt: string | null
}

/** A stored redirect rule on the 'Not found' screen. */
export interface RedirectRuleRow {
  id: number
  from: string
  to: string
  status: RedirectStatus
  updatedAt: number
  updatedBy: string
}

/** A path of the 404 log with what the screen offers for it. */
export interface NotFoundPathRow {
  path: string
  /** Hits in the screen's window (30 days). */
  hits: number
  lastAt: number
  /** Up to three existing pages closest to it (src/shared/routing/nearest-paths.ts). */
  suggestions: string[]
  /** Where a stored rule sends it now, if one does. */
  redirectedTo: string | null
}

/** The Drafts screen's preview links: one token for every draft, signed when the page loaded. */
export interface DraftLinks {
  /** The site's origin, as the editor reached it. */
  origin: string
  token: string
  /** Expiry of the token (seconds since the epoch). */
  expires: number
  ttl: PreviewTtlChoice
}

/** The figures of the overview that have a weekly trend (a count per week). */
export const OVERVIEW_TRENDS = [
  'contacts',
  'signups',
  'confirmed',
  'unsubscribed',
  'outbox',
  'feedback',
] as const
export type OverviewTrend = (typeof OVERVIEW_TRENDS)[number]
/** How many weeks a trend covers (the last one ends now). */
export const TREND_WEEKS = 8

/** Something that happened, as the overview's latest activity lists it. */
export interface ActivityItem {
  kind: 'contact' | 'signup' | 'confirmed' | 'unsubscribed' | 'feedback'
  /** When (ms). */
  at: number
  /** Who: a sender and their company, a masked address; a page for feedback. */
  who: string
  /** What, when there is more: a contact request's topic, a vote's rating. */
  what?: string
}

/** How a translation stands: made from the current source, from an older one, or not made. */
export type TranslationStatus = 'current' | 'outdated' | 'missing'

/** One collection on the 'Translations' screen (worker/db/queries/translations.ts). */
export interface TranslationCollectionRow {
  collection: string
  kind: 'page' | 'data'
  counts: Record<TranslationStatus, number>
  /** Each page (key: its path) or data item (key: its stem) with its title and status. */
  items: { key: string; title: string; status: TranslationStatus }[]
}

/** One admin screen's data. */
export type AdminView =
  | {
      screen: 'overview'
      openContacts: number
      subscribers: Record<SubscriberState, number>
      outbox: number
      /** 'Was this helpful?' votes in all. */
      feedbackVotes: number
      buildId: string
      /** Per figure, its count in each of the last 8 weeks, oldest first. */
      trends: Record<OverviewTrend, number[]>
      /** The newest events of every kind, newest first. */
      activity: ActivityItem[]
    }
  | { screen: 'feedback'; analytics: FeedbackAnalytics }
  | {
      screen: 'gaps'
      /** Searches that found nothing in the last 30 days, most asked first. */
      misses: SearchMissRow[]
      /** Pages with votes in the last 30 days, lowest score first. */
      pages: FeedbackPageRow[]
    }
  | { screen: 'contact'; show: 'open' | 'all'; requests: ContactRequestRow[] }
  | {
      screen: 'newsletter'
      counts: Record<SubscriberState, number>
      /** Confirmation mails of the last hour, the site-wide cap, and when a reached cap frees. */
      mails: { lastHour: number; perHour: number; capUntil: number | null }
      q: string
      subscribers: SubscriberRow[]
      outbox: OutboxRow[]
    }
  | {
      screen: 'builds'
      buildId: string
      /** builds/latest.json as stored in R2 (pretty-printed), null when missing. */
      latest: string | null
      metas: BuildMetaRow[]
      collections: { collection: string; rows: number; builtAt: string }[]
      /** Latest module-stats refresh (ISO), null when never. */
      statsRefreshedAt: string | null
    }
  | {
      screen: 'drafts'
      drafts: DraftRow[]
      /** null when PREVIEW_SECRET is not configured (no links can be made). */
      links: DraftLinks | null
      rotation: { rotatedAt: number; rotatedBy: string } | null
      /** The key was just rotated (the page after 'Revoke all links'). */
      revoked: boolean
    }
  | { screen: 'translations'; collections: TranslationCollectionRow[] }
  | {
      screen: 'not-found'
      paths: NotFoundPathRow[]
      rules: RedirectRuleRow[]
      /** What was just done (`?done=`): a rule saved or deleted. */
      done: 'saved' | 'deleted' | null
    }

/** Who is signed in and which screen. */
export interface AdminData {
  user: SessionUser
  view: AdminView
}

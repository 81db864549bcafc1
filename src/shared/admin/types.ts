import type { SessionUser } from '../auth/session'
import type { FeedbackAnalytics } from '../feedback/analytics'

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
  | { screen: 'contact'; show: 'open' | 'all'; requests: ContactRequestRow[] }
  | {
      screen: 'newsletter'
      counts: Record<SubscriberState, number>
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

/** Who is signed in and which screen. */
export interface AdminData {
  user: SessionUser
  view: AdminView
}

import type { AdminView } from '../../src/shared/admin/types'
import { parseFeedbackFilter, type FeedbackFilter } from '../../src/shared/feedback/analytics'
import { getMessages } from '../../src/shared/i18n'
import { BUILD } from '../build-manifest'
import type { Db } from '../db/client'
import {
  countOpenContactRequests,
  countOutbox,
  countSubscribers,
  lastStatsRefresh,
  listCollectionCounts,
  listContactRequests,
  listOutbox,
  listSubscribers,
} from '../db/queries/admin'
import {
  countFeedbackVotes,
  listLatestActivity,
  loadOverviewTrends,
} from '../db/queries/admin-overview'
import { loadFeedbackAnalytics } from '../db/queries/feedback'
import { listTopMisses } from '../db/queries/search-misses'
import { mailsInLastHour } from '../db/queries/newsletter-mails'
import type { Bindings } from '../env'
import { mailsPerHour } from '../newsletter/limits'
import { pageNotFound } from '../errors'
import { loadDraftsView } from './admin-drafts'
import { loadNotFoundView } from './admin-not-found'
import { listTranslations } from '../db/queries/translations'
import { definePage } from './define-page'

/** The docs gaps screen: its period in days (the feedback screen's default) and rows per list. */
const GAPS_DAYS = 30
const GAPS_LIMIT = 50
/** The pages of the gaps screen: every collection's votes of the last 30 days, lowest score first. */
const GAPS_FEEDBACK: FeedbackFilter = {
  collection: 'all',
  period: '30',
  rating: 'all',
  sort: 'score',
}

/** How many build manifests the builds screen lists (newest first). */
const BUILD_LIST_LIMIT = 20

/**
 * Route 'admin': the overview and the feedback, docs gaps, contact, newsletter, builds, drafts,
 * 'not found' and translations screens. The guard
 * (worker/middleware/admin-guard.ts) has already sent guests to the login page; without a user
 * here the page does not exist.
 */
export const adminPage = definePage('admin', async ({ path, url, locale, db, env, user }) => {
  if (!user) throw pageNotFound(path)
  const t = getMessages(locale)
  const screen = path.split('/')[2] ?? ''
  const view = await loadView(screen, url, db, env)
  const title = t[`admin.nav.${view.screen}`]
  return { route: 'admin', title, description: '', locale, path, user, view }
})

async function loadView(screen: string, url: URL, db: Db, env: Bindings): Promise<AdminView> {
  switch (screen) {
    case 'feedback': {
      const filter = parseFeedbackFilter(url.searchParams)
      return { screen, analytics: await loadFeedbackAnalytics(db, filter) }
    }
    case 'gaps': {
      const [misses, analytics] = await Promise.all([
        listTopMisses(db, { days: GAPS_DAYS, limit: GAPS_LIMIT }),
        loadFeedbackAnalytics(db, GAPS_FEEDBACK),
      ])
      return { screen, misses, pages: analytics.pages.slice(0, GAPS_LIMIT) }
    }
    case 'contact': {
      const show = url.searchParams.get('show') === 'all' ? 'all' : 'open'
      return { screen, show, requests: await listContactRequests(db, show === 'all') }
    }
    case 'newsletter': {
      const q = (url.searchParams.get('q') ?? '').trim().slice(0, 200)
      const [counts, subscribers, outbox, recent] = await Promise.all([
        countSubscribers(db),
        listSubscribers(db, q),
        listOutbox(db),
        mailsInLastHour(db),
      ])
      const perHour = mailsPerHour(env)
      const capUntil = recent.count >= perHour && recent.oldest ? recent.oldest + 3600 * 1000 : null
      const mails = { lastHour: recent.count, perHour, capUntil }
      return { screen, counts, mails, q, subscribers, outbox }
    }
    case 'builds':
      return loadBuilds(db, env.BUILDS)
    case 'drafts':
      return loadDraftsView(db, url, env.PREVIEW_SECRET)
    case 'not-found':
      return loadNotFoundView(db, url)
    case 'translations':
      return { screen, collections: await listTranslations(env.DB) }
    default: {
      const [openContacts, subscribers, outbox, feedbackVotes, trends, activity] =
        await Promise.all([
          countOpenContactRequests(db),
          countSubscribers(db),
          countOutbox(db),
          countFeedbackVotes(db),
          loadOverviewTrends(db),
          listLatestActivity(db),
        ])
      return {
        screen: 'overview',
        openContacts,
        subscribers,
        outbox,
        feedbackVotes,
        buildId: BUILD.id,
        trends,
        activity,
      }
    }
  }
}

/** The builds screen: this worker's build, R2's latest.json and manifests, D1 counts. */
async function loadBuilds(db: Db, bucket: R2Bucket): Promise<AdminView> {
  const [latestObject, listing, collections, statsRefreshedAt] = await Promise.all([
    bucket.get('builds/latest.json'),
    bucket.list({ prefix: 'builds/meta/', limit: 1000 }),
    listCollectionCounts(db),
    lastStatsRefresh(db),
  ])
  const latest = latestObject ? prettyJson(await latestObject.text()) : null
  const metas = await Promise.all(
    listing.objects
      .sort((a, b) => b.uploaded.getTime() - a.uploaded.getTime())
      .slice(0, BUILD_LIST_LIMIT)
      .map(async (object) => {
        const id = object.key.slice('builds/meta/'.length).replace(/\.json$/, '')
        const meta = await bucket.get(object.key)
        const parsed = meta ? (JSON.parse(await meta.text()) as { timestamp?: unknown }) : {}
        const timestamp =
          typeof parsed.timestamp === 'number'
            ? new Date(parsed.timestamp).toISOString()
            : typeof parsed.timestamp === 'string'
              ? parsed.timestamp
              : null
        return { id, timestamp }
      })
  )
  return { screen: 'builds', buildId: BUILD.id, latest, metas, collections, statsRefreshedAt }
}

function prettyJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2)
  } catch {
    return text
  }
}

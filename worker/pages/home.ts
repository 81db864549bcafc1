import * as v from 'valibot'
import { HomeFrontmatterSchema } from '../../src/shared/content/schemas/home'
import { formatHomeMarkdown } from '../../src/shared/markdown/home'
import type { HomePageData } from '../../src/shared/page-data'
import { readSiteConfig } from '../../src/shared/seo/site-config'
import { translationField } from '../db/locale-rows'
import { getPageByPath } from '../db/queries/content'
import { listTeamStrip, listShowcaseStrip, listSponsorStrip } from '../db/queries/home-strips'
import { listDeployProviders } from '../db/queries/hosting'
import { getModulesStats, listFeaturedModules } from '../db/queries/modules'
import { pageNotFound } from '../errors'
import { malformedRow } from '../db/row-check'
import { definePage } from './define-page'
import { markdownTextResponse } from './page-markdown'
import { BUILD } from '../build-manifest'

/** Modules in the home carousel. */
const CAROUSEL_MODULES = 12
/** Providers in the home deploy section. */
const HOME_PROVIDERS = 8

/**
 * Route 'home': `/` from content/home/index.md (every section's text) and D1: the live figures
 * of `/api/stats` (the cron keeps them fresh), featured modules, providers, team, showcase and
 * sponsors, all read in parallel. `/index.md` answers the same page as Markdown.
 */
export const homePage = definePage('home', async ({ path, db, env, locale }) => {
  const [page, stats, modules, providers, team, showcase, sponsors] = await Promise.all([
    getPageByPath(db, 'index', '/', locale),
    getModulesStats(db),
    listFeaturedModules(db, CAROUSEL_MODULES, locale),
    listDeployProviders(db, locale),
    listTeamStrip(db, locale),
    listShowcaseStrip(db, locale),
    listSponsorStrip(db, locale),
  ])
  if (!page) throw pageNotFound('/')
  // the build validated it; a hand-edited row must answer 503, not render half a page
  const parsed = v.safeParse(HomeFrontmatterSchema, { ...page.meta, title: page.title })
  if (!parsed.success) throw malformedRow('index/', parsed.issues[0].message)
  const home = parsed.output
  const data: HomePageData = {
    route: 'home',
    path: '/',
    locale,
    title: page.title,
    description: page.description,
    heroOpacity: home.heroOpacity,
    body: page.body,
    home: {
      hero: home.hero,
      code: home.code,
      logos: home.logos,
      features: home.features,
      foundation: home.foundation,
      testimonial: home.testimonial,
      stats: home.stats,
      modules: home.modules,
      deploy: home.deploy,
      enterprise: home.enterprise,
      contributors: home.contributors,
      showcase: home.showcase,
      sponsors: home.sponsors,
    },
    stats,
    modules,
    providers: providers.slice(0, HOME_PROVIDERS),
    team,
    showcase,
    sponsors,
    ...translationField(page, locale),
  }
  // `/index.md`: the same words and figures as Markdown (agents, `Accept: text/markdown`)
  if (path !== '/')
    return markdownTextResponse(formatHomeMarkdown(data, readSiteConfig(env).url, BUILD.mcpDocs))
  return data
})

import type { DeployGuidePageData } from '../../src/shared/page-data'
import { pagePathOfMarkdown } from '../../src/shared/routing/markdown'
import { translationField } from '../db/locale-rows'
import { getDeployGuide } from '../db/queries/hosting'
import { pageNotFound } from '../errors'
import { definePage, redirect } from './define-page'
import { markdownResponse } from './page-markdown'

/**
 * Route 'deploy-guide': one provider's guide with its website, build preset, category and the
 * deploy steps (the body), or as Markdown (`<guide>.md`); a trailing slash redirects, an unknown
 * provider is the spec's 404.
 */
export const deployGuidePage = definePage('deploy-guide', async ({ path, url, db, locale }) => {
  const source = pagePathOfMarkdown(path)
  if (source) {
    const guide = await getDeployGuide(db, source, locale)
    if (!guide) throw pageNotFound(path)
    return markdownResponse(guide)
  }
  const canonical = path.replace(/\/+$/, '')
  if (canonical !== path) return redirect(`${canonical}${url.search}`, 301)
  const guide = await getDeployGuide(db, path, locale)
  if (!guide) throw pageNotFound(path)
  const data: DeployGuidePageData = {
    route: 'deploy-guide',
    path,
    locale,
    title: guide.title,
    description: guide.description,
    body: guide.body,
    toc: guide.toc,
    provider: {
      title: guide.title,
      description: guide.description,
      path,
      category: guide.category,
      featured: guide.featured,
      logoIcon: guide.logoIcon,
      logoSrc: guide.logoSrc,
      website: guide.website,
      preset: guide.nitroPreset,
    },
    ...translationField(guide, locale),
  }
  return data
})

import type { PageData } from '../page-data'
import { ownValue } from '../own-key'
import { SITE } from '../site'

/** What a page's Open Graph image shows: its title, its section and a version badge. */
export interface OgCard {
  title: string
  /** Small label above the title: 'Docs · Guide', 'Blog · Release', 'Modules'. */
  section: string
  /** Docs version badge (`v4`), absent elsewhere. */
  badge?: string
}

/** Section names of the site's top-level paths (anything else: the site name). */
const SECTIONS: Record<string, string> = {
  blog: 'Blog',
  deploy: 'Hosting',
  enterprise: 'Enterprise',
  modules: 'Modules',
  templates: 'Templates',
  showcase: 'Showcase',
  team: 'Team',
  newsletter: 'Newsletter',
  'design-kit': 'Design kit',
  'video-courses': 'Video courses',
}

/** The card of the default image (pages without their own). */
export const DEFAULT_OG_CARD: OgCard = { title: SITE.defaultTitle, section: SITE.name }

/**
 * The card of a page, from its PageData alone (any route: a new route gets a card from its path
 * and title). Consumers: worker/seo/og-image.ts.
 */
export function ogCardOf(data: PageData): OgCard {
  if (data.path === '/') return DEFAULT_OG_CARD
  const top = data.path.split('/')[1] ?? ''
  const section = ownValue(SECTIONS, top) ?? SITE.name
  switch (data.route) {
    case 'docs':
      return {
        title: data.title,
        section: data.sectionTitle ? `Docs · ${data.sectionTitle}` : 'Docs',
        badge: data.version.shortTag,
      }
    case 'blog-post':
      return { title: data.title, section: `${section} · ${data.post.category}` }
    case 'module':
      return { title: data.module.npm, section: `Modules · ${data.module.category}` }
    default:
      return { title: data.title || SITE.defaultTitle, section }
  }
}

import { getMessages, type Locale, type MessageKey } from '../i18n'
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

/**
 * Section names of the site's top-level paths, as interface strings (the card of a Chinese page
 * names its section in Chinese; a card draws them upper-cased); anything else: the site name.
 */
const SECTIONS: Record<string, MessageKey> = {
  blog: 'nav.blog',
  deploy: 'nav.hosting',
  enterprise: 'nav.enterprise',
  modules: 'nav.modules',
  templates: 'nav.templates',
  showcase: 'nav.showcase',
  team: 'footer.team',
  newsletter: 'footer.newsletter',
  'design-kit': 'footer.designKit',
  'video-courses': 'nav.videoCourses',
}

/** Every section label a card of a language may show (the build subsets the card font to them). */
export function ogSectionLabels(locale: Locale): string[] {
  const t = getMessages(locale)
  return [...Object.values(SECTIONS), 'nav.docs' as const].map((key) => t[key])
}

/** The card of the default image (pages without their own). */
export const DEFAULT_OG_CARD: OgCard = { title: SITE.defaultTitle, section: SITE.name }

/**
 * The card of a page, from its PageData alone (any route: a new route gets a card from its path
 * and title). Consumers: worker/seo/og-image.ts.
 */
export function ogCardOf(data: PageData): OgCard {
  if (data.path === '/') return DEFAULT_OG_CARD
  const t = getMessages(data.locale)
  const top = data.path.split('/')[1] ?? ''
  const key = ownValue(SECTIONS, top)
  const section = key ? t[key] : SITE.name
  switch (data.route) {
    case 'docs':
      return {
        title: data.title,
        section: data.sectionTitle ? `${t['nav.docs']} · ${data.sectionTitle}` : t['nav.docs'],
        badge: data.version.shortTag,
      }
    case 'blog-post':
      return { title: data.title, section: `${section} · ${data.post.category}` }
    case 'module':
      return { title: data.module.npm, section: `${t['nav.modules']} · ${data.module.category}` }
    default:
      return { title: data.title || SITE.defaultTitle, section }
  }
}

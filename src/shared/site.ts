import { LATEST_RELEASE } from './releases'

/**
 * The one site configuration. Consumers: the document shell and title template
 * (worker/render), the content endpoints and icon API paths (worker/api), the
 * build (dist paths, manifest), the header/footer components and the README.
 * The framework described by this site, "Aster", is fictional.
 */
export const SITE = {
  /** Display name used in titles and the header. */
  name: 'Aster',
  /** Product slug: `/__aster_content/`, `/__aster_island/`, `/api/_aster_icon`. */
  slug: 'aster',
  /** Canonical public URL (overridable per environment with the SITE_URL var). */
  url: 'https://aster.example',
  /** Repository used by "Edit this page" and the GitHub-stars button. */
  github: { owner: 'aster-framework', repo: 'aster', contentRepo: 'aster-framework/aster' },
  /** Title used when a page has none. */
  defaultTitle: 'The Intuitive Web Framework',
  /** `{title}` is replaced by the page title, `{site}` by the site name. */
  titleTemplate: '{title} · {site}',
  description:
    'Aster is an open source framework for building full-stack web applications and websites with React.',
  /** Theme palettes (spec 1), by UnoCSS colour name; build/css/uno.config.ts maps them to the classes. */
  theme: { primary: 'green', neutral: 'slate', important: 'violet' },
  /** `theme-color` meta per colour mode. */
  themeColor: { dark: '#020420', light: 'white' },
  /** Release information shown when KV holds nothing fresher: the newest release of the table. */
  releaseFallback: { version: LATEST_RELEASE.version, stars: 0 },
  /** China ICP filing notice in the footer. */
  icp: { text: '京ICP备00000000号-1', href: 'https://beian.miit.gov.cn/' },
} as const

/**
 * Formats a document title with the site template '{title} · {site name}'. Without a title (or
 * with the default title itself, as on the home page) it is the default title prefixed by the
 * site name: 'Aster: The Intuitive Web Framework'.
 */
export function formatTitle(title?: string | null): string {
  const page = title?.trim()
  if (!page || page === SITE.defaultTitle) return `${SITE.name}: ${SITE.defaultTitle}`
  return SITE.titleTemplate.replace('{title}', page).replace('{site}', SITE.name)
}

/** Path prefix of the content endpoints: `/__aster_content`. */
export const CONTENT_BASE = `/__${SITE.slug}_content`
/** Path prefix of hashed client assets (served by the ASSETS binding). */
export const CLIENT_BASE = `/_${SITE.slug}`

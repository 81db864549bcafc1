import * as v from 'valibot'
import { LinkSchema } from './url'

/**
 * Frontmatter shared by every page-type collection (spec 3: title, body, description, path,
 * navigation, seo, meta, stem). `body`, `path` and `stem` come from the file, not frontmatter.
 * Every object is loose: known keys are validated, unknown keys (at any level, e.g.
 * `links[].size`, `navigation.foo`, `seo.foo`) are kept and end up in the row's `meta`.
 * Dotted keys (`navigation.title: X`) are folded into objects before validation
 * (build/content/frontmatter.ts `foldDottedKeys`).
 */

/** Link buttons under a page title (`links:` in frontmatter). */
export const PageLinkSchema = v.looseObject({
  /** Button text. */
  label: v.pipe(v.string(), v.minLength(1)),
  /** Site path (`/docs/4.x`) or http(s) URL. */
  to: LinkSchema,
  /** Icon name, e.g. `i-lucide-github`. */
  icon: v.optional(v.string()),
  /** `_blank` opens a new tab. */
  target: v.optional(v.picklist(['_blank', '_self'])),
})

/** `navigation:` in frontmatter: false hides the page from the tree. */
export const NavigationSchema = v.union([
  v.literal(false),
  v.literal(true),
  v.looseObject({
    /** Title in the navigation (defaults to the page title). */
    title: v.optional(v.string()),
    /** Icon name, e.g. `i-lucide-rocket`. */
    icon: v.optional(v.string()),
    /** Small badge next to the title, e.g. `New`. */
    badge: v.optional(v.string()),
  }),
])

/** `seo:` in frontmatter: overrides for the document head. */
export const SeoSchema = v.looseObject({
  title: v.optional(v.string()),
  description: v.optional(v.string()),
  /** Social image: site path or http(s) URL. */
  image: v.optional(LinkSchema),
})

/** The base page frontmatter. Unknown keys are kept in `meta`. */
export const PageFrontmatterSchema = v.looseObject({
  /** Page title (h1 and document title). Required. */
  title: v.pipe(
    v.string('"title" is required and must be text'),
    v.minLength(1, '"title" must not be empty')
  ),
  /** One sentence shown under the title and in meta description. */
  description: v.optional(v.string('"description" must be text'), ''),
  navigation: v.optional(NavigationSchema, true),
  seo: v.optional(SeoSchema),
  links: v.optional(v.array(PageLinkSchema)),
  /** Last meaningful change, `YYYY-MM-DD`: the page's `lastmod` in the sitemap. */
  updatedAt: v.optional(
    v.pipe(
      v.string('"updatedAt" must be written as YYYY-MM-DD'),
      v.isoDate('"updatedAt" must be written as YYYY-MM-DD')
    )
  ),
  /** Title template for this page, `%s` is the title; e.g. `%s · Aster API`. */
  titleTemplate: v.optional(v.string()),
  /**
   * Sends visitors of this page elsewhere: a site path (`/docs/4.x/guide`) or an http(s) URL.
   * The page is still built; its route answers with a redirect.
   */
  redirect: v.optional(LinkSchema),
  /**
   * The page's own URL segment instead of its file name's (`slug: dollarfetch` for
   * `$fetch.md`): lowercase letters, digits and `-`. The file name's path redirects to it.
   */
  slug: v.optional(
    v.pipe(
      v.string('"slug" must be text'),
      v.regex(/^[a-z0-9][a-z0-9-]*$/, '"slug" is one URL segment: a-z, 0-9 and -')
    )
  ),
  /** Opacity of the hero background on this page (0 to 1). */
  heroOpacity: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1))),
  /**
   * Work in progress: kept in D1 (`content_drafts`) and shown only in preview mode, marked
   * 'Draft'; never listed, linked, searched or dumped.
   */
  draft: v.optional(v.boolean('"draft" must be true or false')),
})
export type PageFrontmatter = v.InferOutput<typeof PageFrontmatterSchema>

/**
 * The frontmatter of a page that only sends visitors elsewhere (`redirect:`): no title needed,
 * as no row is written for it; other keys are kept (and ignored).
 */
export const RedirectPageSchema = v.looseObject({
  redirect: LinkSchema,
  title: v.optional(v.string('"title" must be text')),
  draft: v.optional(v.boolean('"draft" must be true or false')),
})

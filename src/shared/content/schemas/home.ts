import * as v from 'valibot'
import { PageFrontmatterSchema, PageLinkSchema } from './page'
import { LinkSchema } from './url'

/*
 * The home page's frontmatter (content/home/index.md): every word and list of `/` lives here,
 * the page component (src/pages/HomePage.tsx) only lays it out. The code showcase is the page
 * body (a `::tabs` block, highlighted at build time); the figures, modules, providers, team,
 * showcase and sponsors come from their own collections and D1.
 */

const Text = v.pipe(v.string(), v.minLength(1))

/** Heading and intro of one home section. */
const SectionSchema = v.looseObject({
  /** Section heading (h2). */
  title: Text,
  /** One or two sentences under the heading. */
  description: v.optional(v.string(), ''),
  /** A link under the section, e.g. `{ label: 'Browse modules', to: '/modules' }`. */
  link: v.optional(PageLinkSchema),
})

/** The hero at the top of the page. */
export const HomeHeroSchema = v.looseObject({
  /** Small pill above the title linking to `to`, e.g. the latest release notes. */
  badge: v.optional(v.looseObject({ label: Text, to: LinkSchema })),
  /** The tagline (h1). */
  title: Text,
  description: Text,
  /** Calls to action, first one primary ('Get started' → docs). */
  cta: v.pipe(
    v.array(PageLinkSchema),
    v.minLength(1, 'the hero needs at least one call to action')
  ),
  /** The install command shown in a box with a copy button, e.g. `npx aster init my-app`. */
  install: Text,
})

/** One item of a grid (features, foundation): icon, title, text and an optional link. */
export const HomeItemSchema = v.looseObject({
  title: Text,
  description: Text,
  /** Icon class, e.g. `i-lucide-zap` or `i-logos-react`. */
  icon: Text,
  /** Where the item leads: a site path or an http(s) URL. */
  to: v.optional(LinkSchema),
})

/** Figures of `/api/stats` the live-figures section shows, each with its label. */
export const HOME_STAT_KEYS = ['modules', 'contributors', 'stars', 'downloads'] as const

/** The home page frontmatter: page fields plus one object per section. */
export const HomeFrontmatterSchema = v.looseObject({
  ...PageFrontmatterSchema.entries,
  hero: HomeHeroSchema,
  /** The code showcase: heading of the tabs written in the page body. */
  code: SectionSchema,
  /**
   * 'Trusted by' logos: company names with an icon class, or their wordmark (an image of the
   * name, its width at a height of 32 px: the row reserves the box), shown with the name as alt.
   */
  logos: v.looseObject({
    title: Text,
    items: v.array(
      v.looseObject({
        name: Text,
        icon: Text,
        wordmark: v.optional(
          v.looseObject({ src: LinkSchema, width: v.pipe(v.number(), v.integer(), v.minValue(1)) })
        ),
      })
    ),
  }),
  features: v.looseObject({ ...SectionSchema.entries, items: v.array(HomeItemSchema) }),
  /** The tools the framework is built on. */
  foundation: v.looseObject({ ...SectionSchema.entries, items: v.array(HomeItemSchema) }),
  testimonial: v.looseObject({
    quote: Text,
    author: v.looseObject({
      name: Text,
      role: Text,
      /** Avatar image: a site path such as `/assets/avatars/x.svg`. */
      avatar: v.optional(LinkSchema),
    }),
  }),
  /** Live figures (`/api/stats`), each key with its label. */
  stats: v.looseObject({
    ...SectionSchema.entries,
    items: v.array(v.looseObject({ key: v.picklist(HOME_STAT_KEYS), label: Text })),
  }),
  /** The sponsored and official modules carousel. */
  modules: SectionSchema,
  /** Hosting providers of the deploy collection. */
  deploy: SectionSchema,
  /** Enterprise support teaser, with its own links. */
  enterprise: v.looseObject({ ...SectionSchema.entries, links: v.array(PageLinkSchema) }),
  /** People of the team collection. */
  contributors: SectionSchema,
  /** Sites of the showcase collection. */
  showcase: SectionSchema,
  /** Sponsors of the manualSponsors collection. */
  sponsors: SectionSchema,
})
export type HomeFrontmatter = v.InferOutput<typeof HomeFrontmatterSchema>

import * as v from 'valibot'
import { HttpUrlSchema, LinkSchema, SitePathSchema } from './url'

/**
 * Schemas of the data collections (yml files, no body). Unknown keys are rejected. Links to
 * other sites are http(s) URLs, images are site paths or http(s) URLs (`./url.ts`).
 */

const Text = v.pipe(v.string(), v.minLength(1))

/**
 * Handles that become part of a profile or repository URL (`https://github.com/<login>`), so
 * they are checked strictly here instead of being escaped one way or another by each consumer.
 * Consumers: the team schema below, the template `repo`, the module schema
 * (`src/shared/modules/schema.ts`: `repo`, maintainers' `github`) and the pages linking them.
 */

/** A GitHub user or organisation: 1-39 letters, digits or `-`, not starting with `-`. */
export const GITHUB_LOGIN_RE = /^[A-Za-z0-9][A-Za-z0-9-]{0,38}$/
/** A GitHub repository `owner/name`: a login, `/`, letters, digits, `.`, `_`, `-` (not `..`). */
export const GITHUB_REPO_RE = /^[A-Za-z0-9][A-Za-z0-9-]{0,38}\/(?!\.\.?$)[A-Za-z0-9._-]{1,100}$/
/** An X (Twitter) handle without `@`: 1-15 letters, digits or `_`. */
export const X_HANDLE_RE = /^[A-Za-z0-9_]{1,15}$/
/** A Bluesky handle, a domain name such as `name.bsky.social`. */
export const BLUESKY_HANDLE_RE =
  /^(?=.{1,253}$)(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/

/** A string matching `re`, refused with `message` (which names the field and the expected form). */
const handle = (re: RegExp, message: string) => v.pipe(v.string(message), v.regex(re, message))

/** The `github` field: a GitHub user name. */
export const GithubLoginSchema = handle(
  GITHUB_LOGIN_RE,
  '"github" must be a GitHub user name like "octo-cat": 1-39 letters, digits or "-", not starting with "-"'
)
/** The `repo` field: a GitHub repository. */
export const GithubRepoSchema = handle(
  GITHUB_REPO_RE,
  '"repo" must be a GitHub repository like "owner/name"'
)

/** The badges a template may carry (the filter of /templates, in this order). */
export const TEMPLATE_BADGES = ['Free', 'Freemium', 'Premium'] as const

/** Templates (spec 3: name, slug, badge, screenshotUrl, and further fields): one card of /templates. */
export const TemplateSchema = v.strictObject({
  /** Display name of the template. */
  name: Text,
  /** Unique id, lowercase letters, digits and `-`. */
  slug: v.pipe(
    v.string(),
    v.regex(/^[a-z0-9-]+$/, '"slug" must be lowercase letters, digits and "-"')
  ),
  /** One or two sentences shown on the card. */
  description: Text,
  /** 'Free', 'Freemium' or 'Premium': the card's badge and the page's filter. */
  badge: v.optional(v.picklist(TEMPLATE_BADGES)),
  /** Screenshot, 16:10 (shown at 640×400): a site path such as /assets/templates/blog.svg. */
  screenshotUrl: LinkSchema,
  /** GitHub repository, `owner/name`. */
  repo: v.optional(GithubRepoSchema),
  /** Live demo (an http(s) URL). */
  demo: v.optional(HttpUrlSchema),
  /** Where a premium template is bought. */
  purchase: v.optional(HttpUrlSchema),
  /** Featured templates are listed first, in a wider card. */
  featured: v.optional(v.boolean(), false),
})

/** Video courses (spec 3: name, slug, badge, screenshotUrl, and further fields). */
export const VideoCourseSchema = v.strictObject({
  /** Title of the course. */
  name: Text,
  /** Unique id, lowercase letters, digits and `-`. */
  slug: v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/)),
  /** What the course teaches, one or two sentences. */
  description: Text,
  /** 'Free' or 'Premium'. */
  badge: v.optional(v.picklist(['Free', 'Premium'])),
  /** Cover image, 16:9 (shown at 640×360): a site path such as /assets/video-courses/x.svg. */
  screenshotUrl: LinkSchema,
  /** Where the course is watched. */
  url: HttpUrlSchema,
  /** Teacher or publisher. */
  author: Text,
  /** Length in minutes. */
  duration: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  /** Number of lessons. */
  lessons: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  /** A course by a sponsor of the project: listed in the wide sponsor rows above the grid. */
  sponsor: v.optional(v.boolean(), false),
})

/** The categories of the showcase (the filter of /showcase, in this order). */
export const SHOWCASE_CATEGORIES = [
  'Corporate',
  'E-commerce',
  'Media',
  'Developer tools',
  'Education',
  'Government',
] as const

/** Showcase: sites built with the framework. */
export const ShowcaseSchema = v.strictObject({
  /** Name of the site or product. */
  name: Text,
  /** One sentence on what the site does (the card's line under the name; translatable). */
  description: v.optional(Text),
  /** The site's address; its host is shown on the card. */
  url: HttpUrlSchema,
  /** Screenshot, 16:10 (shown at 640×400): a site path such as /assets/showcase/x.svg. */
  screenshotUrl: LinkSchema,
  /** One of the showcase categories (the page's filter). */
  category: v.picklist(SHOWCASE_CATEGORIES),
})

/** Sponsor tiers, highest first (src/shared/enterprise/sponsors.ts groups by them). */
export const SPONSOR_TIERS = ['platinum', 'gold', 'silver', 'bronze', 'backer'] as const

/**
 * Sponsors added by hand (beyond the ones read from the sponsorship platform), one yml file each
 * in `content/enterprise/sponsors/`. Platinum and gold sponsors show as cards with their
 * `description`; the other tiers as an avatar wall (logo and name on hover).
 */
export const ManualSponsorSchema = v.strictObject({
  /** Company or person name. */
  name: Text,
  /** Their site: an http(s) URL (the logo links to it). */
  url: HttpUrlSchema,
  /** Logo or avatar: site path (`/assets/sponsors/<name>.svg`) or http(s) URL. */
  logo: LinkSchema,
  /** Sponsorship tier. */
  tier: v.picklist(SPONSOR_TIERS, `"tier" must be one of: ${SPONSOR_TIERS.join(', ')}`),
  /** One or two sentences shown on platinum and gold cards. */
  description: v.optional(Text),
})

/** The groups of the team page, in this order. */
export const TEAM_GROUPS = ['core', 'ecosystem'] as const

/** Team members. */
export const TeamMemberSchema = v.strictObject({
  /** Full name. */
  name: Text,
  /** What they work on, one line. */
  role: Text,
  /** Portrait, square: a site path such as /assets/team/name.svg (initials show if it fails). */
  avatar: LinkSchema,
  /** 'core' (the core team, default) or 'ecosystem' (maintainers of official modules and tools). */
  group: v.optional(v.picklist(TEAM_GROUPS), 'core'),
  /** City and country. */
  location: v.optional(v.string()),
  /** GitHub user name, without `@` or URL: `octo-cat`. */
  github: v.optional(GithubLoginSchema),
  /** X (Twitter) handle, without `@` or URL: `aster_framework`. */
  x: v.optional(
    handle(
      X_HANDLE_RE,
      '"x" must be an X handle like "aster_dev": 1-15 letters, digits or "_", without "@"'
    )
  ),
  /** Bluesky handle, a domain name without `@`: `name.bsky.social`. */
  bluesky: v.optional(
    handle(
      BLUESKY_HANDLE_RE,
      '"bluesky" must be a Bluesky handle like "name.bsky.social", without "@"'
    )
  ),
  /** Sponsorship page: an http(s) URL. */
  sponsor: v.optional(HttpUrlSchema),
})

/** Design kit assets (logos, icons, colours): one block of /design-kit. */
export const DesignKitSchema = v.strictObject({
  /** Name of the asset ('Aster Logo', 'Aster Green'). */
  name: Text,
  /** What it is and where to use it. */
  description: Text,
  /** `logo`, `icon`, `wordmark` (shown with their variants) or `colour` (a swatch with its hex). */
  kind: v.picklist(['logo', 'icon', 'wordmark', 'colour']),
  /**
   * Downloadable files, site paths under /assets/design-kit/. A file whose name holds `white`
   * is drawn for dark backgrounds and previewed on one; `.svg` and `.png` files are offered as
   * 'SVG' and 'PNG' downloads.
   */
  files: v.optional(v.array(SitePathSchema), []),
  /** Hex colour for `colour` assets (copied with one click). */
  value: v.optional(v.pipe(v.string(), v.hexColor())),
})

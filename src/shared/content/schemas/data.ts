import * as v from 'valibot'
import { HttpUrlSchema, LinkSchema, SitePathSchema } from './url'

/**
 * Schemas of the data collections (yml files, no body). Unknown keys are rejected. Links to
 * other sites are http(s) URLs, images are site paths or http(s) URLs (`./url.ts`).
 */

const Text = v.pipe(v.string(), v.minLength(1))

/** Templates (spec 3: name, slug, badge, screenshotUrl, and further fields). */
export const TemplateSchema = v.strictObject({
  name: Text,
  slug: v.pipe(
    v.string(),
    v.regex(/^[a-z0-9-]+$/, '"slug" must be lowercase letters, digits and "-"')
  ),
  description: Text,
  badge: v.optional(v.picklist(['Free', 'Premium', 'Freemium'])),
  screenshotUrl: LinkSchema,
  /** GitHub repository, `owner/name`. */
  repo: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[\w.-]+\/[\w.-]+$/, '"repo" must be a GitHub repository written as owner/name')
    )
  ),
  demo: v.optional(HttpUrlSchema),
  purchase: v.optional(HttpUrlSchema),
  featured: v.optional(v.boolean(), false),
})

/** Video courses (spec 3: name, slug, badge, screenshotUrl, and further fields). */
export const VideoCourseSchema = v.strictObject({
  name: Text,
  slug: v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/)),
  description: Text,
  badge: v.optional(v.picklist(['Free', 'Premium'])),
  screenshotUrl: LinkSchema,
  url: HttpUrlSchema,
  author: Text,
  /** Length in minutes. */
  duration: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
})

/** Showcase: sites built with the framework. */
export const ShowcaseSchema = v.strictObject({
  name: Text,
  url: HttpUrlSchema,
  screenshotUrl: LinkSchema,
  category: v.picklist([
    'Corporate',
    'E-commerce',
    'Media',
    'Developer tools',
    'Education',
    'Government',
  ]),
})

/** Sponsors added by hand (beyond the ones read from the sponsorship platform). */
export const ManualSponsorSchema = v.strictObject({
  name: Text,
  url: HttpUrlSchema,
  logo: LinkSchema,
  tier: v.picklist(['platinum', 'gold', 'silver', 'bronze']),
})

/** Team members. */
export const TeamMemberSchema = v.strictObject({
  name: Text,
  role: Text,
  avatar: LinkSchema,
  location: v.optional(v.string()),
  github: v.optional(v.string()),
  x: v.optional(v.string()),
  bluesky: v.optional(v.string()),
  /** Sponsorship page: an http(s) URL. */
  sponsor: v.optional(HttpUrlSchema),
})

/** Design kit assets (logos, icons, colours). */
export const DesignKitSchema = v.strictObject({
  name: Text,
  description: Text,
  kind: v.picklist(['logo', 'icon', 'wordmark', 'colour']),
  /** Downloadable files, site paths. */
  files: v.array(SitePathSchema),
  /** Hex colour for `colour` assets. */
  value: v.optional(v.pipe(v.string(), v.hexColor())),
})

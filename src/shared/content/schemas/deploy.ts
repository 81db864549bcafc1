import * as v from 'valibot'
import { PageFrontmatterSchema } from './page'
import { HttpUrlSchema, LinkSchema } from './url'

/** Hosting provider guide frontmatter (spec 3: adds category, featured, logoIcon, logoSrc, nitroPreset, website). */
export const DeployFrontmatterSchema = v.looseObject({
  ...PageFrontmatterSchema.entries,
  category: v.picklist(
    ['Hosting', 'Edge', 'Static', 'Self-hosted'],
    '"category" must be Hosting, Edge, Static or Self-hosted'
  ),
  featured: v.optional(v.boolean(), false),
  /** Icon name of the provider logo. */
  logoIcon: v.optional(v.string()),
  /** Image path of the provider logo (used when there is no icon). */
  logoSrc: v.optional(LinkSchema),
  /** The build preset name passed to `aster build --preset`. */
  nitroPreset: v.optional(v.string()),
  /** The provider's site: an http(s) URL. */
  website: v.optional(HttpUrlSchema),
})

import * as v from 'valibot'
import { PageFrontmatterSchema } from './page'
import { HttpUrlSchema, LinkSchema } from './url'

/** Agency page frontmatter (spec 3: adds contact, location, regions, services and social fields). */
export const AgencyFrontmatterSchema = v.looseObject({
  ...PageFrontmatterSchema.entries,
  /** Logo image: site path or http(s) URL. */
  logo: v.optional(LinkSchema),
  /** Contact e-mail address. */
  contact: v.pipe(v.string(), v.email('"contact" must be an e-mail address')),
  location: v.string(),
  regions: v.array(
    v.picklist(['Europe', 'North America', 'South America', 'Asia', 'Africa', 'Oceania'])
  ),
  services: v.array(v.string()),
  /** Links to the agency's site and profiles: http(s) URLs. */
  website: v.optional(HttpUrlSchema),
  github: v.optional(HttpUrlSchema),
  x: v.optional(HttpUrlSchema),
  linkedin: v.optional(HttpUrlSchema),
})

import * as v from 'valibot'
import { PageFrontmatterSchema } from './page'

/** Agency page frontmatter (spec 3: adds contact, location, regions, services and social fields). */
export const AgencyFrontmatterSchema = v.looseObject({
  ...PageFrontmatterSchema.entries,
  logo: v.optional(v.string()),
  /** Contact e-mail address. */
  contact: v.pipe(v.string(), v.email('"contact" must be an e-mail address')),
  location: v.string(),
  regions: v.array(
    v.picklist(['Europe', 'North America', 'South America', 'Asia', 'Africa', 'Oceania'])
  ),
  services: v.array(v.string()),
  website: v.optional(v.pipe(v.string(), v.url())),
  github: v.optional(v.string()),
  x: v.optional(v.string()),
  linkedin: v.optional(v.string()),
})

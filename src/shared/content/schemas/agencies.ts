import * as v from 'valibot'
import { AGENCY_REGIONS, AGENCY_SERVICES } from '../../enterprise/agencies'
import { PageFrontmatterSchema } from './page'
import { HttpUrlSchema, LinkSchema } from './url'

/**
 * Agency page frontmatter (spec 3: adds contact, location, regions, services and social fields).
 * One file per agency in `content/enterprise/agencies/<slug>.md`; the markdown body is the
 * agency's description on its page `/enterprise/agencies/<slug>`.
 */
export const AgencyFrontmatterSchema = v.looseObject({
  ...PageFrontmatterSchema.entries,
  /** Logo image: site path (`/assets/agencies/<slug>.svg`) or http(s) URL. */
  logo: v.optional(LinkSchema),
  /** Contact e-mail address. */
  contact: v.pipe(v.string(), v.email('"contact" must be an e-mail address')),
  /** City and country of the main office, shown as written: `Lyon, France`. */
  location: v.pipe(v.string(), v.minLength(1, '"location" must name a city and country')),
  /** Regions the agency works in (the directory's region filter). */
  regions: v.pipe(
    v.array(
      v.picklist(AGENCY_REGIONS, `"regions" entries must be one of: ${AGENCY_REGIONS.join(', ')}`)
    ),
    v.minLength(1, '"regions" must list at least one region')
  ),
  /** Services the agency offers (the directory's service filter). */
  services: v.pipe(
    v.array(
      v.picklist(
        AGENCY_SERVICES,
        `"services" entries must be one of: ${AGENCY_SERVICES.join(', ')}`
      )
    ),
    v.minLength(1, '"services" must list at least one service')
  ),
  /** The agency's site: an http(s) URL. */
  website: v.optional(HttpUrlSchema),
  /** Profiles: http(s) URLs of the agency's GitHub, X and LinkedIn pages. */
  github: v.optional(HttpUrlSchema),
  x: v.optional(HttpUrlSchema),
  linkedin: v.optional(HttpUrlSchema),
})

import * as v from 'valibot'
import { GITHUB_REPO_RE, GithubLoginSchema } from '../content/schemas/data'
import { HttpUrlSchema, LinkSchema } from '../content/schemas/url'
import { MODULE_CATEGORIES, MODULE_TYPES, OFFICIAL_CATEGORY } from './categories'

/**
 * The schema of one module file, `content/modules/<name>.yml` (its README is the sibling
 * `<name>.md`). It doubles as the authors' reference: every field says what it is for.
 * Consumers: build/modules (validates every file, then loads D1), the types in ./types.ts.
 */

const Text = v.pipe(v.string(), v.trim(), v.minLength(1))
const Count = v.pipe(v.number(), v.integer(), v.minValue(0))
/** The shared URL policy (no other scheme, host or hidden character), https only. */
const HttpsUrl = v.pipe(HttpUrlSchema, v.startsWith('https://', 'must be an https:// URL'))
/** An image of the site (`/assets/avatars/x.svg`) or an https URL (the shared link rules). */
const AvatarUrl = v.pipe(
  LinkSchema,
  v.check((value) => !value.startsWith('http://'), 'must be an https:// URL or a site path')
)
/** `2024-03-01` or a full ISO timestamp; stored as a full ISO timestamp. */
const IsoDate = v.pipe(
  v.string(),
  v.regex(
    /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/,
    'must be a date like 2024-03-01 or 2024-03-01T12:00:00Z'
  ),
  v.check((value) => !Number.isNaN(Date.parse(value)), 'is not a real date'),
  v.transform((value) => new Date(value).toISOString())
)

/** URL slug of a module: `/modules/<name>`; also the file name. */
export const MODULE_NAME_RE = /^[a-z0-9][a-z0-9-]*$/
/** An npm package name, optionally scoped: `aster-seo-kit`, `@aster/image`. */
export const NPM_NAME_RE = /^(@[a-z0-9][a-z0-9._-]*\/)?[a-z0-9][a-z0-9._-]*$/
/** A GitHub repository, `owner/name` (the shared handle pattern, it ends up in GitHub URLs). */
export const REPO_RE = GITHUB_REPO_RE
/** An icon class of an installed collection: `i-lucide-image`, `i-simple-icons-stripe`, `i-logos-mysql`. */
export const ICON_RE = /^i-(lucide|simple-icons|logos)-[a-z0-9-]+$/

/** A string matching `re`; `message` says what it must look like. */
const matching = (re: RegExp, message?: string) => v.pipe(v.string(), v.regex(re, message))

/** The message of a strict object: an unknown key names itself and the fields allowed there. */
const unknownField = (fields: string) => (issue: v.BaseIssue<unknown>) =>
  issue.expected === 'never'
    ? `"${String(issue.path?.at(-1)?.key)}" is not a module field (fields: ${fields})`
    : 'a module file must be a YAML mapping of fields'

export const ModuleFileSchema = v.pipe(
  v.strictObject(
    {
      /** URL slug (`/modules/<name>`), lowercase letters, digits and `-`; must equal the file name. */
      name: matching(MODULE_NAME_RE, '"name" must be lowercase letters, digits and "-"'),
      /** npm package name, what `npm i` installs: `@aster/image`, `aster-seo-kit`. */
      npm: matching(NPM_NAME_RE, '"npm" must be an npm package name like "aster-x" or "@scope/x"'),
      /** One of the 18 categories; `Official` requires `type: official`. */
      category: v.picklist(
        MODULE_CATEGORIES,
        `"category" must be one of ${MODULE_CATEGORIES.join(', ')}`
      ),
      /** One sentence shown on the card (at most 160 characters). */
      description: v.pipe(Text, v.maxLength(160, '"description" must be at most 160 characters')),
      /** GitHub repository `owner/name`: the repository link, stars and README links point there. */
      repo: matching(REPO_RE, '"repo" must be a GitHub repository like "owner/name"'),
      /** Icon class from an installed collection: `i-lucide-*`, `i-simple-icons-*` or `i-logos-*`. */
      icon: matching(
        ICON_RE,
        '"icon" must look like i-lucide-image, i-simple-icons-x or i-logos-x'
      ),
      /** `official` (core team), `community` or `third-party` (maintained by a vendor). */
      type: v.picklist(MODULE_TYPES, `"type" must be one of ${MODULE_TYPES.join(', ')}`),
      /** Sponsored modules come first in the default order of the directory. */
      sponsor: v.optional(v.boolean(), false),
      /** Documentation or home page; the repository is used when absent. */
      website: v.optional(HttpsUrl),
      /** Number of people who contributed to the repository (the directory's global stats). */
      contributors: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1),
      /**
       * Initial statistics. `downloads` (npm, last month) and `stars` (GitHub) are refreshed by the
       * hourly cron; once refreshed, a new build no longer overwrites them, unless `npm` or `repo`
       * changed (then these figures apply again until the next refresh).
       */
      stats: v.strictObject({
        downloads: Count,
        stars: Count,
        /** Date of the latest release. */
        publishedAt: IsoDate,
        /** Date of the first release. */
        createdAt: IsoDate,
      }),
      /**
       * At least one maintainer: display name, GitHub login and an avatar, a site path such as
       * /assets/avatars/<login>.svg (content/public/) or an https URL; the page shows initials if it fails.
       */
      maintainers: v.pipe(
        v.array(
          v.strictObject({
            name: Text,
            github: GithubLoginSchema,
            avatar: AvatarUrl,
          })
        ),
        v.minLength(1, '"maintainers" needs at least one maintainer')
      ),
      /** Supported Aster versions as a semver range, e.g. `aster: '>=4.0.0'`. */
      compatibility: v.strictObject({
        aster: matching(
          /^[\d.x*^~<>= |-]+$/,
          '"compatibility.aster" must be a semver range like ">=4.0.0"'
        ),
      }),
    },
    unknownField(
      'name, npm, category, description, repo, icon, type, sponsor, website, contributors, stats, maintainers, compatibility'
    )
  ),
  v.forward(
    v.check(
      (module) => module.category !== OFFICIAL_CATEGORY || module.type === 'official',
      '"type" must be official when "category" is Official'
    ),
    ['type']
  ),
  v.forward(
    v.check(
      (module) => module.stats.createdAt <= module.stats.publishedAt,
      '"stats.publishedAt" must not be before "stats.createdAt"'
    ),
    ['stats', 'publishedAt']
  )
)
export type ModuleFile = v.InferOutput<typeof ModuleFileSchema>

/**
 * `content/modules/_framework.yml`: the framework's own package and repository, whose downloads
 * and stars `/api/stats` serves for the header (refreshed by the same cron as the modules).
 */
export const FrameworkStatsFileSchema = v.strictObject({
  /** npm package of the framework. */
  npm: matching(NPM_NAME_RE),
  /** GitHub repository of the framework, `owner/name`. */
  repo: matching(REPO_RE),
  /** Initial monthly npm downloads. */
  downloads: Count,
  /** Initial GitHub stars. */
  stars: Count,
})
export type FrameworkStatsFile = v.InferOutput<typeof FrameworkStatsFileSchema>

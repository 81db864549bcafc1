/**
 * The framework's releases, newest first: the one source of release data of the site.
 * Consumers: the header's release badge when KV holds no fresher version (worker/release.ts,
 * through `SITE.releaseFallback`), the docs version select (the latest release of each major
 * line, src/shared/docs/versions.ts), and the content checks: the home hero's pill and the blog's
 * 'Release' posts must name the release listed here (src/shared/releases.test.ts and
 * build/content/release-content.test.ts fail when they disagree).
 *
 * A new release is one entry at the top (with its blog post once written), then the home pill.
 */
export interface Release {
  /** Semver without the `v`, e.g. `4.2.0`. */
  version: string
  /** Release day, `YYYY-MM-DD`. */
  date: string
  /** The blog post announcing it, when there is one. */
  post?: string
}

export const RELEASES: readonly Release[] = [
  { version: '4.2.0', date: '2026-04-14', post: '/blog/aster-4-2-streaming' },
  { version: '4.1.0', date: '2025-08-26', post: '/blog/aster-4-1' },
  { version: '4.0.0', date: '2025-06-12', post: '/blog/aster-4' },
  { version: '3.17.7', date: '2025-05-20' },
  { version: '3.14.0', date: '2024-09-18', post: '/blog/aster-3-14' },
]

/** The newest release. */
export const LATEST_RELEASE: Release = RELEASES[0]!

const MAJOR_MINOR_RE = /^v?(\d+)\.(\d+)/

/** `4.1.3` → `4.1`; anything unreadable → null (the header's release badge is then hidden). */
export function toMajorMinor(version: string | null | undefined): string | null {
  const match = version ? MAJOR_MINOR_RE.exec(version) : null
  return match ? `${match[1]}.${match[2]}` : null
}

/** The newest release of a major line (`4` → 4.2.0), if the table has one. */
export function latestReleaseOf(major: number): Release | undefined {
  return RELEASES.find((release) => Number(release.version.split('.')[0]) === major)
}

/** The blog post of the newest release with this major.minor (`4.2`), if one was written. */
export function releasePost(majorMinor: string | null): string | undefined {
  if (!majorMinor) return undefined
  return RELEASES.find((release) => toMajorMinor(release.version) === majorMinor)?.post
}

/** What the content says about releases: the home hero's pill and the blog's 'Release' posts. */
export interface ReleaseMentions {
  homePill: { label: string; to: string } | undefined
  releasePosts: { path: string; title: string }[]
  /** The docs versions' major numbers and spec tags (src/shared/docs/versions.ts). */
  docsVersions: { major: number; tag: string }[]
}

const VERSION_IN_TEXT_RE = /\b(\d+)\.(\d+)(?:\.\d+)?\b/

/**
 * Where the content disagrees with the release table (empty when it agrees): the home pill must
 * announce the newest release and link to its post, each 'Release' post must be a release's post
 * and name that release, every release's post must exist, and the newest docs version must be the
 * newest release's major line, each docs tag a release of the table.
 */
export function releaseDisagreements(
  mentions: ReleaseMentions,
  releases: readonly Release[] = RELEASES
): string[] {
  const problems: string[] = []
  const latest = releases[0]!
  const latestMinor = toMajorMinor(latest.version)
  const pill = mentions.homePill
  if (!pill) problems.push('the home hero has no release pill')
  else {
    const named = VERSION_IN_TEXT_RE.exec(pill.label)
    if (!named || `${named[1]}.${named[2]}` !== latestMinor)
      problems.push(`the home pill '${pill.label}' does not name the newest release ${latestMinor}`)
    if (latest.post && pill.to !== latest.post)
      problems.push(`the home pill links to ${pill.to}, not to ${latest.post}`)
  }
  for (const post of mentions.releasePosts) {
    const release = releases.find((entry) => entry.post === post.path)
    if (!release) {
      problems.push(`the release post ${post.path} is not a release of the table`)
      continue
    }
    const named = VERSION_IN_TEXT_RE.exec(post.title)
    if (!named || `${named[1]}.${named[2]}` !== toMajorMinor(release.version))
      problems.push(`the release post '${post.title}' does not name ${release.version}`)
  }
  for (const release of releases)
    if (release.post && !mentions.releasePosts.some((post) => post.path === release.post))
      problems.push(`${release.version}: its post ${release.post} is not a 'Release' blog post`)
  const newestDocs = Math.max(...mentions.docsVersions.map((version) => version.major))
  if (String(newestDocs) !== latest.version.split('.')[0])
    problems.push(`the newest docs version ${newestDocs}.x is not the line of ${latest.version}`)
  for (const version of mentions.docsVersions)
    if (!releases.some((release) => release.version === version.tag))
      problems.push(`the docs tag ${version.tag} is not a release of the table`)
  return problems
}

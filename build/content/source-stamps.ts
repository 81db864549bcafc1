import { mkdirSync, statSync, writeFileSync, type BigIntStats } from 'node:fs'
import { join } from 'node:path'
import { deserialize, serialize } from 'node:v8'
import { cacheKey, cachingOn, openCache, NO_CACHE, type CacheScope } from '../cache/store'
import type { ContentLink } from '../../src/shared/content/types'
import type { ContentIssue } from './diagnostics'
import { frontmatterSlug } from './page-slug'
import type { SourceFile } from './walk'

/** What the last build learnt from a page's source: enough to read its compile back unread. */
export interface KnownPage {
  /** The compile's cache key (cached.ts `pageKey`). */
  key: string
  /** The page's path (its frontmatter slug applied). */
  path: string
  /** The digest of its raw text (its identity across builds: page-history.ts). */
  digest: string
  /**
   * What its row needs besides its body, source and table of contents, when its statements were
   * spilled (known-row.ts): then an unchanged page's compile is not read back at all.
   */
  head?: PageHead
}

/** What a spilled page row is made of, kept with its source's stamp (known-row.ts). */
export interface PageHead {
  /** The validated frontmatter. */
  front: Record<string, unknown>
  /** Its warnings, reported again each build. */
  issues: ContentIssue[]
  links: ContentLink[]
  headingIds: string[]
  /** The icon classes of its body (row-statements.ts `spilledIcons`). */
  icons: string
}

/**
 * Each page source's stat stamp (size, mtime and ctime in ns, inode) with what its text gave
 * last time, in the scope `stamps/<content scope>`: a one-file edit read and hashed every
 * source again (at 10,000 pages 1.6 s of reads and 1.4 s of sha256). A file whose stamp is the
 * same is not read. Racy files, as git handles them: a record holds the file system's clock
 * when the build that made it started, and a file whose mtime or ctime is not older than that
 * may have been written again within the same clock tick with the same size, so it is read.
 */
export class SourceStamps {
  /** This build's start on the file system's clock (ns), written into its records. */
  private readonly since: bigint

  constructor(
    private readonly scope: CacheScope,
    clockFile: string | undefined
  ) {
    this.since = clockFile ? fileSystemNow(clockFile) : 0n
  }

  /** The last build's record of the file, unless it changed or may have (then undefined). */
  known(source: SourceFile, info: BigIntStats): KnownPage | undefined {
    const entry = this.scope.get(stampKey(source, info))
    if (!entry) return undefined
    const { at, ...known } = deserialize(entry) as KnownPage & { at: bigint }
    return info.mtimeNs < at && info.ctimeNs < at ? known : undefined
  }

  /**
   * Records what a page's text gave, under the stamp its file had before it was read; not for a
   * page with translations (they are compiled with its text) nor an index page with a slug (its
   * path reports the slug: each build reads it again to say so). A redirect is not noted either.
   */
  noteRead(source: SourceFile, info: BigIntStats, text: string, page: KnownPage): void {
    if (this.since === 0n || source.translations?.length) return
    if (source.index && frontmatterSlug(text)) return
    this.scope.put(stampKey(source, info), serialize({ ...page, at: this.since }))
  }

  /** Ends the build's use (cache/store.ts `close`). */
  close(ok: boolean): void {
    this.scope.close(ok)
  }
}

/**
 * The stamps of the content folder `scope` (its part of the cache's names), under the
 * compiler's fingerprint; nothing is kept when caching is off.
 */
export function openSourceStamps(
  projectRoot: string,
  scope: string,
  fingerprint: string
): SourceStamps {
  if (!cachingOn()) return new SourceStamps(NO_CACHE, undefined)
  const stamps = openCache(projectRoot, `stamps/${scope}`, fingerprint)
  return new SourceStamps(stamps, join(projectRoot, '.cache', 'stamps', `${scope}.clock`))
}

/** The key of a file's record: where it is, what it is called and its stamp. */
function stampKey(source: SourceFile, info: BigIntStats): string {
  const stamp = `${info.size}:${info.mtimeNs}:${info.ctimeNs}:${info.ino}`
  return cacheKey(source.absolute, source.file, source.segments.join('/'), stamp)
}

/** Writes `file` and returns its mtime: now, as the file system's clock (and its tick) says. */
function fileSystemNow(file: string): bigint {
  mkdirSync(join(file, '..'), { recursive: true })
  writeFileSync(file, String(Date.now())) // a write: its mtime is set even when the bytes are the same
  return statSync(file, { bigint: true }).mtimeNs
}

import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { RouteRule } from '../../src/shared/routing/route-rules'
import { loadContentConfig } from './config'
import type { CollectedContent } from './index'
import { mergePageHistories, parsePageHistory, trackPages, type PageHistory } from './page-history'
import { createdRuleLines, pageMoveRules } from './page-moves'

/** The file of the build output (and R2's `builds/page-history.json`). */
export const PAGE_HISTORY_FILE = 'page-history.json'

/** What the build's `pages` step gives: the history to write, and the rules of moved pages. */
export interface PageIdentity {
  history: PageHistory & { redirects: Record<string, RouteRule> }
  /** The rules of moved, deleted and gone pages (in the build manifest's route rules). */
  rules: Record<string, RouteRule>
  /** The lines of the rules new since the previous build. */
  created: string[]
}

/**
 * The `pages` step: the previous history (the last build's `<outDir>/page-history.json`, merged
 * with `published`, the copy the deploy read from its target before building) carried over to
 * this build's pages, and the rules it gives. The build prints each new rule.
 */
export async function trackPageIdentity(
  contentDir: string,
  content: Pick<CollectedContent, 'collections' | 'routeRules'>,
  outDir: string,
  published?: string
): Promise<PageIdentity> {
  const local = await readFile(join(outDir, PAGE_HISTORY_FILE), 'utf8').catch(() => undefined)
  const before = parsePageHistory(published) as PageIdentity['history'] | undefined
  const last = parsePageHistory(local) as PageIdentity['history'] | undefined
  const previous = mergePageHistories(before, last)
  const entries = content.collections
    .filter((collection) => collection.definition.kind === 'page')
    .flatMap((collection) =>
      collection.pages.map((page) => ({ ...page, collection: collection.definition.name }))
    )
  const history = trackPages(previous, entries)
  const { gone } = await loadContentConfig(contentDir)
  const pages = new Set(entries.map((page) => page.path))
  const rules = pageMoveRules(history, pages, content.routeRules, gone)
  const created = createdRuleLines(rules, { ...last?.redirects, ...before?.redirects })
  for (const line of created) console.log(`  redirect ${line}`)
  return { history: { ...history, redirects: rules }, rules, created }
}

/** The step's line: `12 page redirects, 2 new`. */
export function pageIdentityDetail(identity: PageIdentity): string {
  return `${Object.keys(identity.rules).length} page redirects, ${identity.created.length} new`
}

/** Writes the history into the staging folder (the write step). */
export async function writePageHistory(dir: string, identity: PageIdentity): Promise<void> {
  await writeFile(join(dir, PAGE_HISTORY_FILE), JSON.stringify(identity.history))
}

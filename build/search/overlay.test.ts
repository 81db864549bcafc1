import { gunzipSync } from 'node:zlib'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { SearchSection } from '../../src/shared/content/types'
import { decodeMeta } from '../../src/shared/search/index-format'
import { searchSections } from '../../src/shared/search/rank'
import { loadBuiltIndex, readIndexValue } from './built-index'
import { buildSearchIndexes, type SectionsByCollection } from './index'
import { overlaySections } from './language'
import { sectionTerms, type IndexedSection } from './section-terms'

/**
 * A language's index is an overlay of the English one (src/shared/search/overlay.ts): it holds
 * the translated pages only, and a search of it reads both, as the Chinese site's search did when
 * the Chinese index copied every untranslated English page.
 */

const withTerms = (sections: SearchSection[]): IndexedSection[] =>
  sections.map((section) => ({ ...section, terms: sectionTerms(section) }))

const page = (id: string, title: string, content: string, level = 1): SearchSection => ({
  id,
  title,
  titles: [],
  content,
  level,
})

const english = (deployText: string): SectionsByCollection => ({
  docsv4: withTerms([
    page('/docs/4.x/install', 'Installation', 'Install Aster with npm and start the server.'),
    page('/docs/4.x/deploy', 'Deployment', deployText),
    page('/docs/4.x/community', '中文社区', '欢迎来到中文社区，这里用中文讨论部署和安装。'),
  ]),
})

const CHINESE: SectionsByCollection = {
  docsv4: withTerms([page('/docs/4.x/install', '安装', '用 npm 安装 Aster，然后启动服务器。')]),
}

const dirs: string[] = []
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })))
})

async function build(sections: SectionsByCollection) {
  const out = await mkdtemp(join(tmpdir(), 'aster-overlay-'))
  dirs.push(out)
  const manifest = await buildSearchIndexes(sections, out, undefined, undefined, {
    'zh-CN': overlaySections(sections, CHINESE),
  })
  return { out, manifest }
}

const ids = async (out: string, query: string) =>
  (await searchSections(await loadBuiltIndex(out, 4, 'zh-CN'), query, 10)).map((hit) => [
    hit.section.id,
    hit.section.lang ?? 'zh-CN',
  ])

describe('a language index as an overlay of the English one', () => {
  it('holds only the translated pages and names, in its meta, the English pages it translates', async () => {
    const { out, manifest } = await build(english('Deploy the server to the edge with npm.'))
    const overlay = manifest.locales!['zh-CN']![4]
    expect(overlay.sections).toBe(1)
    const meta = decodeMeta(gunzipSync(await readIndexValue(out, overlay.meta)))
    // English pages by number: install 0, deploy 1, the Chinese community page 2
    expect([...meta.overlay!.translated]).toEqual([0])
    expect([...meta.overlay!.native]).toEqual([2])
    expect(
      decodeMeta(gunzipSync(await readIndexValue(out, manifest.versions[4].meta))).overlay
    ).toBeUndefined()
  })

  it('searches the overlay with the English index: translations replace their page, the rest labelled English', async () => {
    const { out } = await build(english('Deploy the server to the edge with npm.'))
    // the English title finds the translation, never the English page it replaces
    expect(await ids(out, 'Installation')).toEqual([['/docs/4.x/install', 'zh-CN']])
    expect((await ids(out, 'npm')).sort()).toEqual([
      ['/docs/4.x/deploy', 'en'],
      ['/docs/4.x/install', 'zh-CN'],
    ])
    // a page written in Chinese on the English site is not a foreign result
    expect(await ids(out, '中文社区')).toEqual([['/docs/4.x/community', 'zh-CN']])
    expect((await ids(out, '安装'))[0]).toEqual(['/docs/4.x/install', 'zh-CN'])
  })

  it('keeps every value of the overlay when an untranslated English page changes', async () => {
    const before = await build(english('Deploy the server to the edge with npm.'))
    const after = await build(
      english('Deploy the server to the edge with npm, then watch the logs.')
    )
    expect(after.manifest.versions[4].hash).not.toBe(before.manifest.versions[4].hash)
    expect(after.manifest.locales!['zh-CN']![4]).toEqual(before.manifest.locales!['zh-CN']![4])
    expect(await ids(after.out, 'logs')).toEqual([['/docs/4.x/deploy', 'en']])
  })
})

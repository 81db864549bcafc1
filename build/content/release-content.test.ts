import { readdir, readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DOCS_VERSIONS } from '../../src/shared/docs/versions'
import { RELEASES, releaseDisagreements, type ReleaseMentions } from '../../src/shared/releases'
import { parseMarkdownSource } from './frontmatter'

/*
 * One source of release data (src/shared/releases.ts): the header badge and the docs select read
 * the table; the home hero's pill and the blog's 'Release' posts are content, so this test reads
 * them and fails when they name another release than the table.
 */
const CONTENT = resolve(import.meta.dirname, '../../content')

async function readMentions(): Promise<ReleaseMentions> {
  const home = parseMarkdownSource(
    'home/index.md',
    await readFile(join(CONTENT, 'home/index.md'), 'utf8')
  )
  const badge = (home.data.hero as { badge?: { label: string; to: string } }).badge
  const files = (await readdir(join(CONTENT, 'blog'))).filter(
    (file) => file.endsWith('.md') && !file.includes('.zh-CN.')
  )
  const posts = await Promise.all(
    files.map(async (file) => {
      const { data } = parseMarkdownSource(
        file,
        await readFile(join(CONTENT, 'blog', file), 'utf8')
      )
      return {
        path: `/blog/${file.replace(/\.md$/, '')}`,
        ...(data as { title: string; category: string }),
      }
    })
  )
  return {
    homePill: badge,
    releasePosts: posts.filter((post) => post.category === 'Release'),
    docsVersions: DOCS_VERSIONS.map(({ major, tag }) => ({ major, tag })),
  }
}

describe('release data', () => {
  it('the home pill, the release posts and the docs versions agree with the release table', async () => {
    expect(releaseDisagreements(await readMentions())).toEqual([])
  })

  it('fails when the table moves on and the content does not', async () => {
    const mentions = await readMentions()
    const next = [{ version: '4.3.0', date: '2026-09-01', post: '/blog/aster-4-3' }, ...RELEASES]
    expect(releaseDisagreements(mentions, next)).toEqual([
      "the home pill 'Aster 4.2 streams every route' does not name the newest release 4.3",
      'the home pill links to /blog/aster-4-2-streaming, not to /blog/aster-4-3',
      "4.3.0: its post /blog/aster-4-3 is not a 'Release' blog post",
    ])
  })

  it('fails when a release post names another release than its entry', async () => {
    const mentions = await readMentions()
    const post = mentions.releasePosts.find((entry) => entry.path === '/blog/aster-4-1')!
    post.title = 'Aster 4.0: A Faster Dev Server'
    expect(releaseDisagreements(mentions)).toEqual([
      "the release post 'Aster 4.0: A Faster Dev Server' does not name 4.1.0",
    ])
  })
})

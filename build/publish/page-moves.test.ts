import { cp, mkdir, rename, rm, symlink, writeFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildSite } from '../index'
import { editPage } from '../tools/bench/corpus'
import { scratchDirs } from '../tools/scratch-dirs'
import { startDevServer, type DevServer } from './dev-server'
import { ensureDevVars } from './dev-vars'
import { createLocalTarget } from './local-target'
import { PAGE_HISTORY_KEY, runDeploy } from './plan'

/**
 * Issue 40, the build half: a copy of content/ is built and deployed into local state; then one
 * docs page moves to another folder, one is renamed, one is deleted (each with its zh-CN
 * translation; a fourth is deleted and listed under `gone:`), and the copy is built again into a fresh folder (the history comes from what the
 * deploy published in R2) and deployed. The old paths answer 301 (page, payload, `.md`), the
 * deleted one 301 to its section, and the 3.x page's version switch lands on the moved page.
 * Then one 3.x page (no translation) is edited: its deploy writes that row only.
 */
const ROOT = resolve(import.meta.dirname, '../..')
const GUIDE = 'docs/4.x/2.guide'
const OLD = {
  moved: '/docs/4.x/guide/concepts/auto-imports',
  renamed: '/docs/4.x/guide/recipes/custom-routing',
  deleted: '/docs/4.x/guide/recipes/sessions-and-auth',
  gone: '/docs/4.x/guide/directory-structure/layouts',
}
const NEW = {
  moved: '/docs/4.x/guide/recipes/auto-imports',
  renamed: '/docs/4.x/guide/recipes/routing-recipes',
}
const scratchDir = scratchDirs()

/** Runs `fn` with what it prints captured. */
async function captured(fn: () => Promise<unknown>): Promise<string> {
  const lines: string[] = []
  const log = (...args: unknown[]) => void lines.push(args.join(' '))
  const spies = [
    vi.spyOn(console, 'log').mockImplementation(log),
    vi.spyOn(console, 'warn').mockImplementation(log),
    vi.spyOn(process.stdout, 'write').mockImplementation((text) => (log(String(text)), true)),
  ]
  try {
    await fn()
    return lines.join('\n')
  } finally {
    for (const spy of spies) spy.mockRestore()
  }
}

/** Builds `content` into `outDir` from the history the local state published, then deploys it. */
async function buildAndDeploy(content: string, outDir: string, persistTo: string) {
  const target = await createLocalTarget(ROOT, persistTo)
  try {
    const pageHistory = await target.getR2Text(PAGE_HISTORY_KEY)
    const build = await captured(() =>
      buildSite({ root: ROOT, contentDir: content, outDir, pageHistory })
    )
    const steps = ['migrations', 'content', 'search index', 'publish build'] as const
    const deploy = await captured(() => runDeploy({ distDir: outDir, target, steps }))
    return { build, deploy }
  } finally {
    await target.dispose()
  }
}

/**
 * A site folder whose worker bundles `outDir`'s manifest: worker/ copied (its
 * `../dist/build-manifest.json` is then `outDir`'s), the rest linked to the repository.
 */
async function siteFor(outDir: string): Promise<string> {
  const site = await scratchDir('page-moves-site')
  await cp(join(ROOT, 'worker'), join(site, 'worker'), { recursive: true })
  for (const name of ['src', 'node_modules', 'package.json', 'migrations', 'tsconfig.json'])
    await symlink(join(ROOT, name), join(site, name))
  for (const name of ['tsconfig.base.json', 'tsconfig.worker.json', 'tsconfig.shared.json'])
    if (existsSync(join(ROOT, name))) await symlink(join(ROOT, name), join(site, name))
  await symlink(outDir, join(site, 'dist'))
  await cp(join(ROOT, 'wrangler.toml'), join(site, 'wrangler.toml'))
  ensureDevVars(ROOT)
  await cp(join(ROOT, '.dev.vars'), join(site, '.dev.vars'))
  return site
}

describe('pages that move between builds', () => {
  let server: DevServer | undefined
  let moved: { build: string; deploy: string }
  let edited: { build: string; deploy: string }

  beforeAll(async () => {
    const scratch = await scratchDir('page-moves')
    const content = join(scratch, 'content')
    const persistTo = join(scratch, 'state')
    await cp(join(ROOT, 'content'), content, { recursive: true })
    await buildAndDeploy(content, join(scratch, 'first'), persistTo)
    const at = (file: string) => join(content, GUIDE, file)
    await mkdir(at('4.recipes'), { recursive: true })
    for (const lang of ['', '.zh-CN']) {
      await rename(
        at(`1.concepts/02.auto-imports${lang}.md`),
        at(`4.recipes/03.auto-imports${lang}.md`)
      )
      await rename(
        at(`4.recipes/01.custom-routing${lang}.md`),
        at(`4.recipes/01.routing-recipes${lang}.md`)
      )
      await rm(at(`4.recipes/02.sessions-and-auth${lang}.md`))
      await rm(at(`2.directory-structure/03.layouts${lang}.md`))
    }
    // the editor marks one deleted page gone: 410 instead of a 301 to its section
    await writeFile(join(content, 'content.config.yml'), `gone:\n  - ${OLD.gone}\n`)
    moved = await buildAndDeploy(content, join(scratch, 'second'), persistTo)
    await editPage(join(content, 'docs/3.x/2.guide/1.concepts/01.rendering.md'), 'One more line.')
    const third = join(scratch, 'third')
    edited = await buildAndDeploy(content, third, persistTo)
    server = await startDevServer(
      persistTo,
      '/',
      {},
      {
        prepare: false,
        config: join(await siteFor(third), 'wrangler.toml'),
      }
    )
  }, 900_000)

  afterAll(async () => {
    await server?.stop()
  })

  const get = (path: string) => fetch(`${server!.url}${path}`, { redirect: 'manual' })

  it('prints the redirects it created', () => {
    expect(moved.build).toContain(`redirect ${OLD.moved} → ${NEW.moved} (301)`)
    expect(moved.build).toContain(`redirect ${OLD.renamed} → ${NEW.renamed} (301)`)
    expect(moved.build).toContain(`redirect ${OLD.deleted} → /docs/4.x/guide/recipes (301)`)
    expect(moved.build).toContain(`redirect ${OLD.gone} gone (410)`)
    // a later build keeps them, and has none new
    expect(edited.build).toMatch(/pages +4 page redirects, 0 new/)
  })

  it('answers 301 from the old paths of a moved and a renamed page: page, payload, .md', async () => {
    for (const key of ['moved', 'renamed'] as const) {
      const page = await get(OLD[key])
      expect(page.status).toBe(301)
      expect(page.headers.get('location')).toBe(NEW[key])
      const payload = await get(`${OLD[key]}/_payload.json`)
      expect(await payload.json()).toEqual({ redirect: NEW[key] })
      const markdown = await get(`${OLD[key]}.md`)
      expect(markdown.status).toBe(301)
      expect(markdown.headers.get('location')).toBe(`${NEW[key]}.md`)
      expect((await get(NEW[key])).status).toBe(200)
      expect((await get(`${NEW[key]}.md`)).status).toBe(200)
    }
  })

  it("answers 301 from a deleted page's path to its section", async () => {
    const page = await get(OLD.deleted)
    expect(page.status).toBe(301)
    expect(page.headers.get('location')).toBe('/docs/4.x/guide/recipes')
  })

  it('answers 410 for a deleted page marked gone: page, payload, .md', async () => {
    const page = await get(OLD.gone)
    expect(page.status).toBe(410)
    expect(await page.text()).toContain('This page was removed for good')
    expect((await get(`${OLD.gone}/_payload.json`)).status).toBe(410)
    expect((await get(`${OLD.gone}.md`)).status).toBe(410)
  })

  it("lands the 3.x page's version switch on the moved page", async () => {
    const page = await get('/docs/3.x/guide/concepts/auto-imports')
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain(`"${NEW.moved}"`)
    expect(html).not.toContain(`"${OLD.moved}"`)
  })

  it("writes only the moved pages' rows, then only the edited page's row", () => {
    const docs = /docsv4: (\d+) of (\d+) rows written, (\d+) deleted/.exec(moved.deploy)
    expect(docs).not.toBeNull()
    // two pages moved and two deleted, each with its translation
    expect(Number(docs![3])).toBe(8)
    expect(Number(docs![1])).toBeLessThan(Number(docs![2]))
    expect(edited.deploy).toMatch(/docsv3: 1 of \d+ rows written, 0 deleted/)
    expect(edited.deploy).toMatch(/collections changed, 1 rows written or deleted/)
  })
})

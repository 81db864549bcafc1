import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createLocalTarget } from '../publish/local-target'
import { runDeploy } from '../publish/plan'
import { startDevServer, type DevServer } from '../publish/dev-server'
import { buildSite } from '../index'

/**
 * "Change one yml/frontmatter field in a test build and see it on the page" (issue 12): a copy
 * of content/ with the home hero's heading (content/home/index.md frontmatter) and a template's
 * name (content/templates/agency.yml) changed goes through the whole build into a scratch
 * outDir, the local deploy into a scratch state and `wrangler dev`; the pages show the new values.
 */
const ROOT = resolve(import.meta.dirname, '../..')
const HERO_TITLE = 'Aster grows sites like gardens'
const TEMPLATE_NAME = 'Studio Portfolio Kit'

/** Replaces `from` in a file of the copy; fails when the sample content no longer has it. */
async function edit(file: string, from: string, to: string): Promise<void> {
  const text = await readFile(file, 'utf8')
  if (!text.includes(from)) throw new Error(`${file} no longer holds ${from}: update this test`)
  await writeFile(file, text.replace(from, to))
}

/** The text of the first element matching `open` (an opening-tag regex) up to its closing tag. */
function textOf(html: string, open: string, tag: string): string | undefined {
  const match = new RegExp(`${open}[\\s\\S]*?<${tag}[^>]*>([\\s\\S]*?)</${tag}>`).exec(html)
  return match?.[1]?.replace(/<[^>]+>/g, '').trim()
}

describe('a content edit reaches the page through build, deploy and worker', () => {
  let scratch: string
  let server: DevServer | undefined

  beforeAll(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'aster-edit-test-'))
    const content = join(scratch, 'content')
    await cp(join(ROOT, 'content'), content, { recursive: true })
    await edit(
      join(content, 'home/index.md'),
      "hero:\n  badge:\n    label: 'Aster 4.2 streams every route'\n    to: '/blog/aster-4-2-streaming'\n  title: 'The Intuitive Web Framework'",
      `hero:\n  badge:\n    label: 'Aster 4.2 streams every route'\n    to: '/blog/aster-4-2-streaming'\n  title: '${HERO_TITLE}'`
    )
    await edit(join(content, 'templates/agency.yml'), "name: 'Agency'", `name: '${TEMPLATE_NAME}'`)
    const outDir = join(scratch, 'dist')
    const persistTo = join(scratch, 'state')
    // the build and deploy steps print their progress: keep the test output to the results
    const quiet = vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined)
    try {
      await buildSite({ root: ROOT, contentDir: content, outDir })
      const target = await createLocalTarget(ROOT, persistTo)
      try {
        await runDeploy({
          distDir: outDir,
          target,
          steps: ['migrations', 'content', 'search index', 'assets', 'publish build'],
          force: true,
        })
      } finally {
        await target.dispose()
      }
    } finally {
      quiet.mockRestore()
      log.mockRestore()
    }
    server = await startDevServer(persistTo, '/', {}, { prepare: false })
  }, 600_000)

  afterAll(async () => {
    await server?.stop()
    if (scratch) await rm(scratch, { recursive: true, force: true })
  })

  it('shows the edited hero heading on the home page', async () => {
    const response = await fetch(`${server!.url}/`)
    expect(response.status).toBe(200)
    expect(textOf(await response.text(), 'data-home="hero"', 'h1')).toBe(HERO_TITLE)
  })

  it("shows the edited template's name on its card in /templates", async () => {
    const response = await fetch(`${server!.url}/templates`)
    expect(response.status).toBe(200)
    expect(textOf(await response.text(), 'data-template="agency"', 'h3')).toBe(TEMPLATE_NAME)
  })
})

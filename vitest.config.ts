import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { defineConfig } from 'vitest/config'
import { readSearchEntries } from './build/search/push'

const ROOT = import.meta.dirname

/** The worker suites that pass on any corpus that builds (`npm run test:adoption` runs them on the adoption fixture). */
const CORPUS_AGNOSTIC = [
  'docs',
  'docs-sidebar',
  'pages',
  'shell',
  'search',
  'markdown-negotiation',
  'seo-files',
  'not-found-redirects',
  'header-menu',
  'mcp-docs-source',
  'zh-interface',
  'mcp',
  'zh-content',
].map((name) => `test/worker/${name}.test.ts`)

/** Every collection's statements from the last build (dist/content/*.json), loaded into D1 by test/worker/setup.ts. */
function readContentStatements(): string[][] {
  const dir = join(ROOT, 'dist/content')
  if (!existsSync(dir))
    throw new Error('dist/content is missing: run `npm run build` before the worker tests')
  return (
    readdirSync(dir)
      // the search sections of `--sections` builds (sections.json, sections.<locale>.json) are no SQL
      .filter((file) => file.endsWith('.json') && !/^sections(\.|$)/.test(file))
      .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as string[])
  )
}

/** The search index of the last build as KV entries (key → base64, manifest last), put into KV by test/worker/setup.ts. */
async function readSearchIndex(): Promise<Record<string, string>> {
  const entries = await readSearchEntries(join(ROOT, 'dist'))
  return Object.fromEntries(
    entries.map(([key, value]) => [key, Buffer.from(value).toString('base64')])
  )
}

/**
 * workerd with the real bindings, the last build's D1 content and search index: the worker tests
 * (dist/ of the sample content) and the adoption tests (dist/ of the adoption fixture: `npm run
 * test:adoption` builds it there first).
 */
function workerPool() {
  return cloudflareTest(async () => ({
    wrangler: { configPath: './wrangler.toml' },
    miniflare: {
      bindings: {
        TEST_MIGRATIONS: await readD1Migrations(join(ROOT, 'migrations')),
        TEST_CONTENT: readContentStatements(),
        TEST_SEARCH: await readSearchIndex(),
        SESSION_SECRET: 'test-secret-that-is-at-least-32-characters-long',
        NEWSLETTER_SECRET: 'test-newsletter-secret-of-at-least-32-characters',
        // rotated long ago: a token of the previous key is past its window (auth tests)
        SESSION_SECRET_PREVIOUS: 'previous-test-secret-of-at-least-32-characters',
        SESSION_ROTATED_AT: '2024-01-01T00:00:00Z',
        ADMIN_ALLOW: 'aster-admin, 4242',
        GITHUB_CLIENT_ID: 'test-client-id',
        GITHUB_CLIENT_SECRET: 'test-client-secret',
        // a local .dev.vars (npm start) points sign-in at the on-site development
        // provider: tests choose their provider themselves
        GITHUB_OAUTH_URL: '',
        GITHUB_OAUTH_API_URL: '',
        PREVIEW_SECRET: 'test-preview-secret-of-at-least-32-characters',
      },
    },
  }))
}

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'build',
          include: ['build/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          // a suite's beforeAll builds a fixture site: seconds alone, more on a loaded machine
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [workerPool()],
        test: {
          name: 'worker',
          include: ['test/worker/**/*.test.ts', 'worker/**/*.test.ts'],
          setupFiles: ['test/worker/setup.ts'],
          globalSetup: ['test/fake-upstream/global-setup.ts'],
        },
      },
      {
        plugins: [workerPool()],
        test: {
          // only with `npm run test:adoption`: dist/ must hold the adoption fixture's build (the
          // site with the fixture as its docs); the worker suites that read their docs pages
          // from the content (test/worker/content-sample.ts) run against it too
          name: 'adoption',
          include: ['test/adoption/**/*.test.ts', ...CORPUS_AGNOSTIC],
          setupFiles: ['test/worker/setup.ts'],
          globalSetup: ['test/fake-upstream/global-setup.ts'],
        },
      },
      {
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          globalSetup: ['test/browser/global-setup.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // a loaded CI machine may take seconds to fetch React for an island: poll patiently
          expect: { poll: { timeout: 10_000, interval: 50 } },
          fileParallelism: false,
        },
      },
    ],
  },
})

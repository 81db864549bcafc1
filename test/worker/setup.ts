import { applyD1Migrations, env } from 'cloudflare:test'
import { beforeAll } from 'vitest'
import { putSearchIndex } from './search-kv'

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: import('cloudflare:test').D1Migration[]
      TEST_CONTENT: string[][]
      /** KV key → base64 value of the built search index (vitest.config.ts). */
      TEST_SEARCH: Record<string, string>
      /** Session keys of the auth tests (vitest.config.ts). */
      SESSION_SECRET: string
      SESSION_SECRET_PREVIOUS: string
      GITHUB_CLIENT_SECRET: string
      /** Signs preview tokens (vitest.config.ts; src/shared/preview/token.ts). */
      PREVIEW_SECRET: string
    }
  }
}

/** Real migrations, then the real content SQL and search index of the last build, as `npm start` does. */
beforeAll(async () => {
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS)
  for (const statements of env.TEST_CONTENT) {
    await env.DB.batch(statements.map((sql) => env.DB.prepare(sql)))
  }
  await putSearchIndex()
})

import { defineConfig } from 'drizzle-kit'

/** drizzle-kit generates migrations/ from the schema (`npm run db:generate`). */
export default defineConfig({
  dialect: 'sqlite',
  schema: './worker/db/schema.ts',
  out: './migrations',
})

import { execFileSync } from 'node:child_process'
import { inject } from 'vitest'

/**
 * One SQL statement on the test server's local D1 (global-setup.ts's state folder), through
 * wrangler as an operator would: its rows. Consumers: newsletter.test.ts (reads a subscriber's
 * state), preview-links.test.ts (puts the preview key back as it found it).
 */
export function queryLocalD1<Row>(sql: string): Row[] {
  const output = execFileSync(
    'wrangler',
    [
      'd1',
      'execute',
      'DB',
      '--local',
      '--persist-to',
      inject('statePath'),
      '--json',
      '--command',
      sql,
    ],
    { encoding: 'utf8', env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' } }
  )
  return (JSON.parse(output) as { results: Row[] }[])[0]?.results ?? []
}

/**
 * Where a deploy writes: the Cloudflare account (./remote-target.ts, through the wrangler CLI) or
 * the local state `wrangler dev` reads (./local-target.ts, through getPlatformProxy). The steps of
 * ./plan.ts only talk to this interface, so `npm run deploy`, `npm run deploy -- --local` and
 * `npm run prepare:local` run the same code in the same order.
 */
export interface DeployTarget {
  /** One line for the plan's header: `remote (env production)`, `local (.wrangler/state)`. */
  readonly label: string
  /** Applies the D1 migrations of migrations/ that are not applied yet. */
  applyMigrations(): Promise<void>
  /** `collection → content hash` of what D1 holds now (its `content_info` rows). */
  readContentHashes(): Promise<Map<string, string>>
  /** `row id → hash` of what D1 holds of one collection (`content_row_hashes`, row-plan.ts). */
  readRowHashes(collection: string): Promise<Map<string, string>>
  /**
   * Runs one collection's statements (each under D1's statement limit, split by the build), in
   * order.
   */
  executeSql(statements: string[]): Promise<void>
  /** The keys KV holds under a prefix. */
  listKvKeys(prefix: string): Promise<Set<string>>
  /** Writes KV entries in the order given. */
  putKv(entries: [key: string, value: Uint8Array][]): Promise<void>
  /** Reads an R2 object as text, or undefined when it does not exist. */
  getR2Text(key: string): Promise<string | undefined>
  /** Writes one R2 object. */
  putR2(key: string, value: Uint8Array, contentType: string): Promise<void>
  /** Uploads the worker and its static assets; returns a line about it (version, bundle size). */
  deployWorker(): Promise<string>
  /** Releases what the target holds open (the local proxy). */
  dispose(): Promise<void>
}

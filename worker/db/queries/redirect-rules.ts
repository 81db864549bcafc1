import { asc, eq } from 'drizzle-orm'
import { MAX_REDIRECT_RULES, type RedirectRule } from '../../../src/shared/routing/redirect-rules'
import type { Db } from '../client'
import { redirectRules } from '../schema'

/*
 * Redirect rules stored from the admin area (worker/db/tables/redirects.ts). Read whole by the
 * stored-redirects middleware (once per isolate and TTL) and by the admin screen; written by the
 * admin API (worker/api/admin-redirects.ts), which checks each rule first
 * (src/shared/routing/redirect-rules.ts).
 */

/** A stored rule with its id and who saved it last. */
export interface StoredRedirectRule extends RedirectRule {
  id: number
  updatedAt: number
  updatedBy: string
}

/** Every rule (at most MAX_REDIRECT_RULES), by `from`. */
export async function listRedirectRules(db: Db): Promise<StoredRedirectRule[]> {
  const rows = await db
    .select({
      id: redirectRules.id,
      from: redirectRules.from,
      to: redirectRules.to,
      status: redirectRules.status,
      updatedAt: redirectRules.updatedAt,
      updatedBy: redirectRules.updatedBy,
    })
    .from(redirectRules)
    .orderBy(asc(redirectRules.from))
    .limit(MAX_REDIRECT_RULES)
  return rows.map((row) => ({ ...row, status: row.status === 308 ? 308 : 301 }) as const)
}

/** Saves a new rule, or replaces the rule of the same `from`; returns its id. */
export async function saveRedirectRule(db: Db, rule: RedirectRule, login: string) {
  const now = Date.now()
  const values = { ...rule, createdAt: now, updatedAt: now, updatedBy: login }
  const [row] = await db
    .insert(redirectRules)
    .values(values)
    .onConflictDoUpdate({
      target: redirectRules.from,
      set: { to: rule.to, status: rule.status, updatedAt: now, updatedBy: login },
    })
    .returning({ id: redirectRules.id })
  return row!.id
}

/** Changes rule `id`; false when there is none. */
export async function updateRedirectRule(
  db: Db,
  id: number,
  rule: RedirectRule,
  login: string
): Promise<boolean> {
  const changed = await db
    .update(redirectRules)
    .set({ ...rule, updatedAt: Date.now(), updatedBy: login })
    .where(eq(redirectRules.id, id))
    .returning({ id: redirectRules.id })
  return changed.length > 0
}

/** Deletes rule `id`; false when there is none. */
export async function deleteRedirectRule(db: Db, id: number): Promise<boolean> {
  const deleted = await db
    .delete(redirectRules)
    .where(eq(redirectRules.id, id))
    .returning({ id: redirectRules.id })
  return deleted.length > 0
}

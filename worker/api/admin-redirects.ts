import { Hono, type Context } from 'hono'
import {
  checkRedirectRule,
  makesRedirectLoop,
  MAX_REDIRECT_RULES,
} from '../../src/shared/routing/redirect-rules'
import { getSession } from '../auth/session'
import { getDb } from '../db/client'
import {
  deleteRedirectRule,
  listRedirectRules,
  saveRedirectRule,
  updateRedirectRule,
} from '../db/queries/redirect-rules'
import type { AppEnv } from '../env'
import { forgetStoredRedirects } from '../middleware/stored-redirects'
import { readFieldsBody } from '../request-body'

/** Largest body of a rule's form or JSON. */
const MAX_RULE_BODY_BYTES = 4096
const SCREEN = '/admin/not-found'

/**
 * `/api/admin/redirects`: the redirect rules of the 'Not found' screen, behind the admin API's
 * session and same-origin checks (mounted by ./admin.ts). `POST /` adds a rule (or replaces the
 * rule of the same `from`), `POST /<id>` edits one, `POST /<id>/delete` (or `DELETE /<id>`)
 * deletes one. Fields `from`, `to`, `status` as a form or JSON; a bad rule or one that would loop
 * is a 400 that names the field, and nothing is written. A form goes back to the screen (303);
 * JSON gets JSON. Every change is served at once by this isolate, by the others within
 * STORED_REDIRECTS_TTL_MS.
 */
export const adminRedirectsApi = new Hono<AppEnv>()

adminRedirectsApi.post('/', async (c) => {
  const fields = await readFieldsBody(c, { maxBytes: MAX_RULE_BODY_BYTES })
  if (fields instanceof Response) return fields
  const check = checkRedirectRule(fields)
  if (!check.ok) return c.json({ error: check.message, field: check.field }, 400)
  const db = getDb(c.env.DB)
  const rules = await listRedirectRules(db)
  const replaces = rules.some((rule) => rule.from === check.rule.from)
  if (!replaces && rules.length >= MAX_REDIRECT_RULES)
    return c.json(
      {
        error: `at most ${MAX_REDIRECT_RULES} rules: move some into content.config.yml (npm run redirects:export)`,
      },
      409
    )
  if (makesRedirectLoop(check.rule, rules))
    return c.json(
      { error: 'to: this target leads back to from (a redirect loop)', field: 'to' },
      400
    )
  const id = await saveRedirectRule(db, check.rule, await login(c))
  forgetStoredRedirects()
  return answer(c, 'saved', { id, ...check.rule }, replaces ? 200 : 201)
})

adminRedirectsApi.post('/:id', async (c) => {
  const id = ruleId(c.req.param('id'))
  if (!id) return c.json({ error: 'bad redirect rule id' }, 400)
  const fields = await readFieldsBody(c, { maxBytes: MAX_RULE_BODY_BYTES })
  if (fields instanceof Response) return fields
  const db = getDb(c.env.DB)
  const rules = await listRedirectRules(db)
  const current = rules.find((rule) => rule.id === id)
  if (!current) return c.json({ error: `no redirect rule ${id}` }, 404)
  const check = checkRedirectRule({ from: current.from, ...fields })
  if (!check.ok) return c.json({ error: check.message, field: check.field }, 400)
  const others = rules.filter((rule) => rule.id !== id)
  if (others.some((rule) => rule.from === check.rule.from))
    return c.json(
      { error: `from: another rule already redirects ${check.rule.from}`, field: 'from' },
      409
    )
  if (makesRedirectLoop(check.rule, others))
    return c.json(
      { error: 'to: this target leads back to from (a redirect loop)', field: 'to' },
      400
    )
  await updateRedirectRule(db, id, check.rule, await login(c))
  forgetStoredRedirects()
  return answer(c, 'saved', { id, ...check.rule })
})

const remove = async (c: Context<AppEnv>) => {
  const id = ruleId(c.req.param('id'))
  if (!id) return c.json({ error: 'bad redirect rule id' }, 400)
  if (!(await deleteRedirectRule(getDb(c.env.DB), id)))
    return c.json({ error: `no redirect rule ${id}` }, 404)
  forgetStoredRedirects()
  return answer(c, 'deleted', { id })
}
adminRedirectsApi.post('/:id/delete', remove)
adminRedirectsApi.delete('/:id', remove)

/** A positive integer id, or undefined. */
function ruleId(text: string | undefined): number | undefined {
  const id = Number(text)
  return Number.isSafeInteger(id) && id > 0 ? id : undefined
}

async function login(c: Context<AppEnv>): Promise<string> {
  return (await getSession(c))?.user.login ?? ''
}

/** A form goes back to the screen with its notice; JSON gets the rule. */
function answer(
  c: Context<AppEnv>,
  done: 'saved' | 'deleted',
  body: Record<string, unknown>,
  status: 200 | 201 = 200
) {
  if (c.req.header('content-type')?.includes('json') || c.req.method === 'DELETE')
    return c.json({ [done]: true, ...body }, status)
  return c.redirect(`${SCREEN}?done=${done}`, 303)
}

import * as v from 'valibot'

/*
 * The server islands of `GET /__aster_island/<key>.json?props=<json>` (spec 7: partial page
 * fragments): the allow-list of keys and the schema of each key's props, one place for the
 * worker (worker/api/islands.ts validates with it) and any component that asks for a fragment.
 */

/** The longest `props` query accepted, in bytes of its JSON (a 400 past it). */
export const MAX_ISLAND_PROPS_BYTES = 1024

/** A module by name or npm name, as `/modules/<x>` takes it. */
const ModuleRefSchema = v.pipe(
  v.string('name must be a string'),
  v.minLength(1, 'name must not be empty'),
  v.maxLength(214, 'name is at most 214 characters (an npm name)'),
  v.regex(/^(?:@[a-z0-9._-]+\/)?[a-z0-9._-]+$/i, 'name must be a module or npm package name')
)

/** Every server island by key, with the schema of its props. */
export const SERVER_ISLAND_PROPS = {
  /** A module's live stats (downloads, stars, last release), as on its card. */
  'module-stats': v.strictObject({ name: ModuleRefSchema }),
} as const

/** A server island's key. */
export type ServerIslandKey = keyof typeof SERVER_ISLAND_PROPS

/** The props of one server island, as validated. */
export type ServerIslandProps<K extends ServerIslandKey> = v.InferOutput<
  (typeof SERVER_ISLAND_PROPS)[K]
>

/** Whether a key is one of the allow-list (own keys only: `__proto__` is not an island). */
export function isServerIslandKey(key: string): key is ServerIslandKey {
  return Object.hasOwn(SERVER_ISLAND_PROPS, key)
}

import type { MessageKey, Messages } from './en'

/**
 * How every island gets its interface strings: a `labels` prop holding only the messages it
 * reads, keyed by message key, picked on the server with `pickMessages(t, KEYS)`. Island props
 * are serialized into the HTML, so an island never receives (nor bundles) a whole table.
 * Each island exports its `*_LABEL_KEYS`; consumers: every `<Island>` in src/components and
 * src/pages.
 */
export type Labels<K extends MessageKey> = Pick<Messages, K>

/** The labels of a key list: `LabelsOf<typeof KEYS>`. */
export type LabelsOf<Keys extends readonly MessageKey[]> = Labels<Keys[number]>

/** The messages of `keys` out of a locale's table (the `labels` prop of an island). */
export function pickMessages<const K extends MessageKey>(
  t: Messages,
  keys: readonly K[]
): Labels<K> {
  return Object.fromEntries(keys.map((key) => [key, t[key]])) as Labels<K>
}

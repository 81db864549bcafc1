import type { Schema } from 'hast-util-sanitize'
import { DEFAULT_COMPONENT_REGISTRY, type ComponentRegistry } from '../components/registry'
import { CODE_TAG, COMPONENT_TAG_PREFIX, SLOT_TAG } from './components'
import { RAW_INLINE_TAGS } from './raw-html'

/** Schemes a link may use (relative URLs are always allowed). */
const LINK_PROTOCOLS = ['http', 'https', 'mailto']

const urlPropertiesCache = new WeakMap<ComponentRegistry, Record<string, string[]>>()
const schemaCache = new WeakMap<ComponentRegistry, Schema>()

/**
 * Properties holding URLs, per hast tag: `href`, `src` and the `url` props of the registry's
 * components (built once per registry). Consumers: links.ts (vetting, link check) and the schema.
 */
export function urlPropertiesOf(registry: ComponentRegistry): Record<string, string[]> {
  const cached = urlPropertiesCache.get(registry)
  if (cached) return cached
  const properties: Record<string, string[]> = {
    a: ['href'],
    img: ['src'],
    video: ['src', 'poster'],
    source: ['src'],
    ...Object.fromEntries(
      Object.entries(registry.components).map(([name, entry]) => [
        COMPONENT_TAG_PREFIX + name,
        Object.keys(entry.props).filter((prop) => entry.props[prop]!.kind === 'url'),
      ])
    ),
  }
  urlPropertiesCache.set(registry, properties)
  return properties
}

/** {@link urlPropertiesOf} the built-in registry. */
export const URL_PROPERTIES: Record<string, string[]> = urlPropertiesOf(DEFAULT_COMPONENT_REGISTRY)

const cellAlign: [string, ...string[]] = ['align', 'left', 'right', 'center']

/**
 * The strict allow-list every compiled page passes through (hast-util-sanitize), replacing its
 * GitHub default entirely: markdown's own elements, the registry's components (built-ins and
 * site components) with their declared props, no `id`/`class`/`style`/`on*` from authors, URLs
 * limited to http/https/mailto/relative. Heading ids, anchors and highlighted code are added
 * after sanitizing, by the compiler. Built once per registry.
 */
export function createContentSchema(registry: ComponentRegistry): Schema {
  const cached = schemaCache.get(registry)
  if (cached) return cached
  const componentAttributes = Object.fromEntries(
    Object.entries(registry.components).map(([name, entry]) => [
      COMPONENT_TAG_PREFIX + name,
      [...Object.keys(entry.props), ...Object.keys(entry.fixed ?? {}), 'inline'],
    ])
  )
  const urlProtocols = Object.fromEntries(
    Object.values(urlPropertiesOf(registry))
      .flat()
      .map((prop) => [prop, prop === 'src' ? ['http', 'https'] : LINK_PROTOCOLS])
  )
  const schema: Schema = {
    allowComments: false,
    allowDoctypes: false,
    clobber: [],
    clobberPrefix: '',
    strip: [
      'script',
      'style',
      'template',
      'textarea',
      'title',
      'noscript',
      'iframe',
      'svg',
      'math',
    ],
    ancestors: { tbody: ['table'], td: ['table'], th: ['table'], thead: ['table'], tr: ['table'] },
    tagNames: [
      ...['p', 'br', 'hr', 'blockquote', 'ul', 'ol', 'li', 'a', 'img', 'em', 'strong', 'code'],
      ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'span', 'input'],
      ...['table', 'thead', 'tbody', 'tr', 'th', 'td'],
      ...RAW_INLINE_TAGS,
      ...Object.keys(componentAttributes),
      SLOT_TAG,
      CODE_TAG,
      // raw <video> (raw-media.ts builds them with safe attributes only)
      'video',
      'source',
    ],
    attributes: {
      a: ['href', 'title'],
      img: ['src', 'alt', 'title'],
      ol: ['start', ['className', 'contains-task-list']],
      ul: [['className', 'contains-task-list']],
      li: [['className', 'task-list-item']],
      input: [['type', 'checkbox'], ['disabled', true], 'checked'],
      th: [cellAlign],
      td: [cellAlign],
      [SLOT_TAG]: ['name'],
      [CODE_TAG]: ['language', 'filename', 'highlights'],
      // inline code with a language (`x`{lang=ts}), highlighted after sanitizing (highlight.ts)
      code: ['dataLanguage'],
      video: [
        'src',
        'poster',
        'controls',
        'muted',
        'loop',
        'playsInline',
        'preload',
        'width',
        'height',
      ],
      source: ['src', 'type'],
      ...componentAttributes,
    },
    required: { input: { type: 'checkbox', disabled: true } },
    protocols: {
      href: LINK_PROTOCOLS,
      src: ['http', 'https'],
      poster: ['http', 'https'],
      ...urlProtocols,
    },
  }
  schemaCache.set(registry, schema)
  return schema
}

/** {@link createContentSchema} of the built-in registry. */
export const CONTENT_SCHEMA: Schema = createContentSchema(DEFAULT_COMPONENT_REGISTRY)

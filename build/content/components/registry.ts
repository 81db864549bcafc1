import type { ComponentType } from 'react'
import { Badge } from './Badge'
import { Callout } from './Callout'
import { Card } from './Card'
import { CardGroup } from './CardGroup'
import { CodeCollapse } from './CodeCollapse'
import { CodeGroup } from './CodeGroup'
import { Collapsible } from './Collapsible'
import { CONTENT_COLORS } from './colors'
import { Details } from './Details'
import { Kbd } from './Kbd'
import { LineBreak } from './LineBreak'
import { ReadMore } from './ReadMore'
import { Steps } from './Steps'
import { Summary } from './Summary'
import { Tabs } from './Tabs'
import { TabsItem } from './TabsItem'
import { ContentError } from '../../../src/shared/content/content-error'

/**
 * The MDC components authors may use: the built-in set below plus a site's own components
 * (`content/_components/<name>.tsx`, loaded by site.ts and merged by
 * {@link createComponentRegistry}). Consumers: the markdown compiler (build: validation,
 * sanitizer allow-list, rendering) and the author docs. Nothing else renders.
 */

/** How a prop is checked: `url` values are also filtered to http/https/mailto/relative. */
export type PropKind = 'string' | 'url' | 'boolean'

/** One allowed prop. */
export interface PropSpec {
  kind: PropKind
  /** Allowed values of a string prop. */
  values?: readonly string[]
  /** Pattern a string prop must match. */
  pattern?: RegExp
  /** A valid value, quoted in the error when `pattern` does not match. */
  example?: string
  /** The component is an error without it. */
  required?: boolean
}

/** One registry entry. */
export interface ContentComponent {
  // `any`: props differ per component; each entry's `props` spec checks them at build time
  component: ComponentType<any>
  props: Record<string, PropSpec>
  /** Named slots (`#title`); any other slot is an error. */
  slots?: readonly string[]
  /** The only child components allowed (`code` for code blocks); other content is an error. */
  childrenOnly?: readonly string[]
  /** Props set by the registry itself, e.g. the callout kind; authors cannot set them. */
  fixed?: Record<string, string>
  /** The component is only allowed as a direct child of these components (`summary`). */
  onlyIn?: readonly string[]
  /** A single paragraph child is unwrapped (labels that must hold phrasing content only). */
  unwrapParagraph?: boolean
  /** Repo-relative file of a site component; undefined for the built-ins. */
  source?: string
}

/** Icon classes: an Iconify collection and name, `i-lucide-rocket`. */
export const ICON_RE = /^i-[a-z0-9]+(?:-[a-z0-9]+)+$/

const icon: PropSpec = { kind: 'string', pattern: ICON_RE, example: 'i-lucide-rocket' }
const color: PropSpec = { kind: 'string', values: CONTENT_COLORS }
const to: PropSpec = { kind: 'url' }

const callout = (kind: string): ContentComponent => ({
  component: Callout,
  props: { icon, color, to },
  slots: ['title'],
  fixed: { kind },
})

/** Component name (as written after `::` or `:`) → component, props and slots. */
export const CONTENT_COMPONENTS: Record<string, ContentComponent> = {
  note: callout('note'),
  tip: callout('tip'),
  warning: callout('warning'),
  important: callout('important'),
  caution: callout('caution'),
  callout: callout('callout'),
  'read-more': {
    component: ReadMore,
    props: { to: { kind: 'url', required: true }, title: { kind: 'string' }, icon },
  },
  'code-group': { component: CodeGroup, props: {}, childrenOnly: ['code'] },
  card: {
    component: Card,
    props: {
      title: { kind: 'string' },
      icon,
      to,
      target: { kind: 'string', values: ['_blank', '_self'] },
    },
  },
  'card-group': { component: CardGroup, props: {}, childrenOnly: ['card'] },
  badge: { component: Badge, props: { label: { kind: 'string' }, color } },
  kbd: { component: Kbd, props: { value: { kind: 'string' } } },
  steps: { component: Steps, props: {} },
  tabs: { component: Tabs, props: {}, childrenOnly: ['tabs-item'] },
  'tabs-item': { component: TabsItem, props: { label: { kind: 'string', required: true }, icon } },
  collapsible: { component: Collapsible, props: { name: { kind: 'string' } } },
  br: { component: LineBreak, props: {} },
  details: { component: Details, props: { open: { kind: 'boolean' } }, slots: ['summary'] },
  summary: { component: Summary, props: {}, onlyIn: ['details'], unwrapParagraph: true },
  'code-collapse': {
    component: CodeCollapse,
    props: {},
    childrenOnly: ['code', 'code-group'],
  },
}

/** Registry names, sorted, for error messages. */
export const CONTENT_COMPONENT_NAMES = Object.keys(CONTENT_COMPONENTS).sort()

/** Names the compiler handles itself (`:span[text]`, `{{ binding }}`): no component may take them. */
export const RESERVED_COMPONENT_NAMES: readonly string[] = ['span', 'binding']

/** The components one compile may use: built-ins plus a site's own. */
export interface ComponentRegistry {
  /** Component name (as written after `::` or `:`) → entry. */
  components: Readonly<Record<string, ContentComponent>>
  /** Every name, sorted, for error messages and fix-it hints. */
  names: readonly string[]
}

/**
 * Attribute names the sanitizer checks on every element whatever the tag (`title` of links,
 * the URL protocols of `href`/`src`/url props): a component prop may not use one of them with
 * another kind, or one element's prop would be filtered by another's rule.
 */
const ELEMENT_STRING_ATTRIBUTES = ['title', 'alt', 'name', 'language', 'filename', 'highlights']

/**
 * The built-ins merged with `site` (see site.ts). A site name that is a built-in, or a prop
 * name used as a URL by one component and as another kind by another (the sanitizer checks URL
 * protocols per attribute name), is a ContentError naming the site component's file.
 */
export function createComponentRegistry(
  site: Record<string, ContentComponent> = {}
): ComponentRegistry {
  const components: Record<string, ContentComponent> = { ...CONTENT_COMPONENTS }
  for (const [name, entry] of Object.entries(site)) {
    const fail = (rule: string): never => {
      throw new ContentError(entry.source ?? name, 1, rule, { kind: 'component' })
    }
    if (Object.hasOwn(components, name) || RESERVED_COMPONENT_NAMES.includes(name)) {
      fail(`site component "${name}" has the name of a built-in component; rename the file`)
    }
    components[name] = entry
  }
  checkPropKinds(components)
  return { components, names: Object.keys(components).sort() }
}

function checkPropKinds(components: Record<string, ContentComponent>): void {
  const isUrl = new Map<string, boolean>(ELEMENT_STRING_ATTRIBUTES.map((name) => [name, false]))
  isUrl.set('href', true).set('src', true)
  for (const [name, entry] of Object.entries(components)) {
    for (const [prop, spec] of Object.entries(entry.props)) {
      const url = spec.kind === 'url'
      const known = isUrl.get(prop)
      if (known === undefined) isUrl.set(prop, url)
      if (known === undefined || known === url) continue
      const [here, elsewhere] = url ? ['a URL', 'not'] : ['not a URL', 'a URL']
      throw new ContentError(
        entry.source ?? name,
        1,
        `prop "${prop}" of "${name}" is ${here} but is ${elsewhere} on another component or element (the sanitizer checks URLs by attribute name); rename it`,
        { kind: 'component' }
      )
    }
  }
}

/** The built-in components only: the registry of every compile that passes none. */
export const DEFAULT_COMPONENT_REGISTRY: ComponentRegistry = createComponentRegistry()

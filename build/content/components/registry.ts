import type { ComponentType } from 'react'
import { Badge } from './Badge'
import { Callout } from './Callout'
import { Card } from './Card'
import { CardGroup } from './CardGroup'
import { CodeGroup } from './CodeGroup'
import { Collapsible } from './Collapsible'
import { CONTENT_COLORS } from './colors'
import { Kbd } from './Kbd'
import { ReadMore } from './ReadMore'
import { Steps } from './Steps'
import { Tabs } from './Tabs'
import { TabsItem } from './TabsItem'

/**
 * The fixed set of MDC components authors may use. Consumers: the markdown compiler (build:
 * validation, sanitizer allow-list, rendering) and the author docs. Nothing else renders.
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
}

/** Registry names, sorted, for error messages. */
export const CONTENT_COMPONENT_NAMES = Object.keys(CONTENT_COMPONENTS).sort()

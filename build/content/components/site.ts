import { readdir } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'
import { createElement, type ComponentType, type ReactNode } from 'react'
import { ContentError } from '../../../src/shared/content/content-error'
import {
  CONTENT_COMPONENTS,
  createComponentRegistry,
  RESERVED_COMPONENT_NAMES,
  type ComponentRegistry,
  type ContentComponent,
  type PropSpec,
} from './registry'
import { splitSlots } from './slots'

/**
 * A site's own MDC components: `content/_components/<name>.tsx`, one per file, named like the
 * component (`api-table.tsx` is `::api-table`). A file `export default`s a React component and
 * may export `props` (`Record<string, PropSpec>`, checked like the built-ins' props: unknown
 * props dropped, `url` props filtered) and `slots` (named slots, e.g. `['title']`). The
 * component receives its props, the default slot as `children`, the named slots as `slots`
 * and `inline` when used inside a paragraph. Files starting with `_` or `.` and sub-folders
 * are helpers, not components. Consumers: the content build (createComponentRegistry).
 */

/** What a site component receives besides its declared props. */
export interface SiteComponentProps {
  /** Named slots by name (`#title` → `slots.title`). */
  slots: Record<string, ReactNode>
  /** Set when the component is used among text (`:name[...]` inside a paragraph). */
  inline?: boolean
  children?: ReactNode
}

/** Kebab-case component names: `api-table`, `hero2`. */
export const SITE_COMPONENT_NAME_RE = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/
/** Prop names: `title`, `maxItems`; never `on…` handlers. */
const PROP_NAME_RE = /^[a-z][a-zA-Z0-9]*$/
/** React and hast treat these specially (or they would shadow what the wrapper passes). */
const RESERVED_PROPS = new Set([
  ...['children', 'slots', 'inline', 'key', 'ref', 'class', 'className', 'style', 'id'],
  'dangerouslySetInnerHTML',
])
const PROP_KINDS = new Set(['string', 'url', 'boolean'])
const SPEC_KEYS = new Set(['kind', 'values', 'pattern', 'example', 'required'])

/**
 * Imports every `<name>.tsx` of `dir` (a missing folder is none). A file without a default
 * function export, a name that is not kebab-case or that a built-in already has, or a bad
 * `props`/`slots` export is a ContentError (kind `component`) naming the file.
 */
export async function loadSiteComponents(dir: string): Promise<Record<string, ContentComponent>> {
  const entries = await readdir(dir, { withFileTypes: true }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  })
  const site: Record<string, ContentComponent> = {}
  const files = entries
    .filter((entry) => entry.isFile() && /\.tsx$/.test(entry.name) && !/^[_.]/.test(entry.name))
    .filter((entry) => !/\.test\.tsx$/.test(entry.name))
    .map((entry) => entry.name)
    .sort()
  for (const name of files) {
    const path = join(dir, name)
    const file = relative(process.cwd(), path)
    const fail = (rule: string, hint?: string): never => {
      throw new ContentError(file, 1, rule, { kind: 'component', hint })
    }
    const componentName = name.slice(0, -'.tsx'.length)
    if (!SITE_COMPONENT_NAME_RE.test(componentName)) {
      const kebab = componentName
        .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
        .replace(/[^a-zA-Z0-9]+/g, '-')
        .replace(/^-|-$/g, '')
        .toLowerCase()
      fail(`component file names are kebab-case, the MDC name`, `rename it to ${kebab}.tsx`)
    }
    if (Object.hasOwn(CONTENT_COMPONENTS, componentName)) {
      fail(`"${componentName}" is a built-in component; a site component cannot replace it`)
    }
    if (RESERVED_COMPONENT_NAMES.includes(componentName)) {
      fail(`"${componentName}" is reserved by the MDC syntax; rename the file`)
    }
    await typeScriptImports()
    const module = (await import(pathToFileURL(path).href)) as Record<string, unknown>
    if (typeof module.default !== 'function') {
      fail('a site component file must `export default` a React component (a function)')
    }
    const props = readPropSpecs(module.props, fail)
    const slots = readSlots(module.slots, fail)
    site[componentName] = {
      component: withSlots(module.default as ComponentType<SiteComponentProps>),
      props,
      ...(slots.length ? { slots } : {}),
      source: file,
    }
  }
  return site
}

let tsxRegistered = false

/**
 * Site components are TSX. A build started by build/threads/launch.ts runs a bundle without tsx (Node
 * strips types but does not compile JSX): it registers tsx the first time a component loads.
 */
async function typeScriptImports(): Promise<void> {
  if (tsxRegistered || process.env.ASTER_BUILD_BUNDLE !== '1') return
  tsxRegistered = true
  if (process.execArgv.some((arg) => arg.includes('tsx'))) return
  const { register } = await import('tsx/esm/api')
  register()
}

/** Passes named slots as `slots` and the rest as `children`, so site code never sees markers. */
function withSlots(Component: ComponentType<SiteComponentProps>) {
  function SiteComponent({ children, ...props }: { children?: ReactNode }) {
    const { slots, rest } = splitSlots(children)
    return createElement(Component, { ...props, slots }, ...rest)
  }
  SiteComponent.displayName = `Site(${Component.displayName ?? Component.name})`
  return SiteComponent
}

function readPropSpecs(
  value: unknown,
  fail: (rule: string, hint?: string) => never
): Record<string, PropSpec> {
  if (value === undefined) return {}
  if (!isRecord(value)) return fail('`export const props` must be an object of prop specs')
  const specs: Record<string, PropSpec> = {}
  for (const [prop, spec] of Object.entries(value)) {
    if (!PROP_NAME_RE.test(prop) || RESERVED_PROPS.has(prop) || /^on[A-Z]/.test(prop)) {
      fail(
        `prop name "${prop}" is not allowed`,
        'use a camelCase name, not an event or React prop: a prop videoId receives both {videoId="x"} and {video-id="x"}'
      )
    }
    if (!isRecord(spec) || !PROP_KINDS.has(String(spec.kind))) {
      fail(`prop "${prop}" needs a kind`, 'kind: "string", "url" or "boolean"')
    }
    const checked = spec as Record<string, unknown>
    const extra = Object.keys(checked).filter((key) => !SPEC_KEYS.has(key))
    if (extra.length) fail(`prop "${prop}" has unknown keys: ${extra.join(', ')}`)
    const values = checked.values
    if (
      values !== undefined &&
      (checked.kind !== 'string' ||
        !Array.isArray(values) ||
        !values.every((item) => typeof item === 'string'))
    ) {
      fail(`"values" of prop "${prop}" must be a list of strings, on a string prop`)
    }
    if (checked.pattern !== undefined && !(checked.pattern instanceof RegExp)) {
      fail(`"pattern" of prop "${prop}" must be a RegExp`)
    }
    if (checked.example !== undefined && typeof checked.example !== 'string') {
      fail(`"example" of prop "${prop}" must be a string`)
    }
    if (checked.required !== undefined && typeof checked.required !== 'boolean') {
      fail(`"required" of prop "${prop}" must be true or false`)
    }
    specs[prop] = checked as unknown as PropSpec
  }
  return specs
}

function readSlots(value: unknown, fail: (rule: string, hint?: string) => never): string[] {
  if (value === undefined) return []
  const ok =
    Array.isArray(value) &&
    value.every((slot) => typeof slot === 'string' && SITE_COMPONENT_NAME_RE.test(slot))
  if (!ok) fail('`export const slots` must be a list of slot names', `e.g. ['title']`)
  return [...(value as string[])]
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export type { ComponentRegistry } from './registry'

/**
 * The registry of a site: the built-ins plus the components of `dir` (content/_components).
 * Load it once per build (or per compile thread) and pass it to every compile.
 */
export async function loadComponentRegistry(dir: string): Promise<ComponentRegistry> {
  return createComponentRegistry(await loadSiteComponents(dir))
}

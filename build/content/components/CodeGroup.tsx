import { cloneElement, type ReactNode } from 'react'
import type { CodeBlockProps } from './CodeBlock'
import { elementChildren } from './slots'
import { TabbedPanels } from './TabbedPanels'

/**
 * Tabs over its code blocks, each labelled by its `[filename]` (`[npm]`, `[pnpm]`). Tabs with
 * the same label stay in sync across the page and the choice is remembered (client script).
 */
export function CodeGroup({ children }: { children?: ReactNode }) {
  const blocks = elementChildren<CodeBlockProps>(children)
  const panels = blocks.map((block, index) => ({
    label: block.props.filename ?? block.props.language ?? `Tab ${index + 1}`,
    content: cloneElement(block, { grouped: true }),
  }))
  return <TabbedPanels kind="code-group" panels={panels} />
}

import type { ReactNode } from 'react'
import { elementChildren } from './slots'
import { TabbedPanels } from './TabbedPanels'
import type { TabsItemProps } from './TabsItem'

/** Tabs over its `:::tabs-item` children (independent, not synced like code groups). */
export function Tabs({ children }: { children?: ReactNode }) {
  const items = elementChildren<TabsItemProps>(children)
  const panels = items.map((item, index) => ({
    label: item.props.label ?? `Tab ${index + 1}`,
    icon: item.props.icon,
    content: item,
  }))
  return <TabbedPanels kind="tabs" panels={panels} />
}

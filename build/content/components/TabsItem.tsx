import type { ReactNode } from 'react'

/** Props of {@link TabsItem} (`:::tabs-item{label="Yarn" icon="i-lucide-box"}`). */
export interface TabsItemProps {
  label?: string
  icon?: string
  children?: ReactNode
}

/** One tab of `::tabs`; its parent reads `label`/`icon` and places the content in a panel. */
export function TabsItem({ children }: TabsItemProps) {
  return <>{children}</>
}

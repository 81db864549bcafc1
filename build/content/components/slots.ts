import { Children, isValidElement, type ReactElement, type ReactNode } from 'react'
import { ContentSlot, type ContentSlotProps } from './ContentSlot'

/** Children of a block component split into named slots and the default slot. */
export interface SplitSlots {
  slots: Record<string, ReactNode>
  rest: ReactNode[]
}

/** Separates `#name` slots (ContentSlot elements) from the default slot content. */
export function splitSlots(children: ReactNode): SplitSlots {
  const slots: Record<string, ReactNode> = {}
  const rest: ReactNode[] = []
  for (const child of Children.toArray(children)) {
    if (isValidElement(child) && child.type === ContentSlot) {
      const props = (child as ReactElement<ContentSlotProps>).props
      slots[props.name] = props.children
    } else rest.push(child)
  }
  return { slots, rest }
}

/** The element children of `children`, dropping the whitespace text between block elements. */
export function elementChildren<P>(children: ReactNode): ReactElement<P>[] {
  return Children.toArray(children).filter(isValidElement) as ReactElement<P>[]
}

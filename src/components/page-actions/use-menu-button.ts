import { useEffect, useRef, useState, type KeyboardEvent } from 'react'

/**
 * A menu button's behaviour (WAI-ARIA "menu button"): opening focuses the first item; the arrow
 * keys, Home and End move between items (wrapping); Escape closes and returns focus to the
 * button, Tab closes and moves on; a press outside closes. ArrowDown or ArrowUp on the button
 * opens the menu. Consumers: src/islands/PageActions.tsx.
 */
export function useMenuButton() {
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const menu = useRef<HTMLDivElement>(null)
  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])]

  useEffect(() => {
    if (!open) return
    items()[0]?.focus()
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', outside)
    return () => document.removeEventListener('pointerdown', outside)
  }, [open])

  /** Closes the menu, focus back on the button unless it moves on by itself (Tab, a link). */
  const close = (refocus = true) => {
    setOpen(false)
    if (refocus) button.current?.focus()
  }
  const onMenuKeyDown = (event: KeyboardEvent) => {
    const list = items()
    const at = list.indexOf(document.activeElement as HTMLElement)
    const moves: Record<string, number> = {
      ArrowDown: at + 1,
      ArrowUp: at - 1,
      Home: 0,
      End: list.length - 1,
    }
    const move = moves[event.key]
    if (move !== undefined) {
      event.preventDefault()
      list[(move + list.length) % list.length]?.focus()
    } else if (event.key === 'Escape') {
      event.preventDefault()
      close()
    } else if (event.key === 'Tab') close(false)
  }
  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    event.preventDefault()
    setOpen(true)
  }
  return { open, setOpen, close, root, button, menu, onMenuKeyDown, onButtonKeyDown }
}

/**
 * Island loader (part of the boot script, no React): finds `<aster-island>` markers and hydrates
 * each by its strategy: idle, visible, or first interaction — the interaction is replayed once the
 * island is live, so no click is lost. React and the island code load only then.
 */
import { reloadOnChunkError } from './chunk-guard'

const INTERACTION_EVENTS = ['pointerdown', 'focusin', 'keydown', 'click', 'contextmenu'] as const

type IslandElement = HTMLElement & {
  __asterHydrated?: boolean
  __asterLive?: Promise<void>
  __asterReady?: boolean
}

/** Hydrates once; every caller gets the same promise, settled when the island is live. */
function hydrate(element: IslandElement): Promise<void> {
  if (element.__asterHydrated && element.__asterLive) return element.__asterLive
  element.__asterHydrated = true
  element.__asterLive = (async () => {
    try {
      const { hydrateIsland } = await import('./hydrate')
      await hydrateIsland(element)
      element.__asterReady = true
      replayTypedValues(element)
    } catch (error) {
      element.__asterHydrated = false
      element.__asterLive = undefined
      reloadOnChunkError(error)
    }
  })()
  return element.__asterLive
}

/**
 * Text typed into a field before its island went live never reached React: hand it over as an
 * input event. The field is first set to its rendered value through its own setter (which React
 * watches), then to the typed text through the prototype setter (which it does not), so React
 * sees the change, an emptied field included.
 */
function replayTypedValues(element: HTMLElement): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
  const areaSetter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set
  for (const field of element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input, textarea'
  )) {
    if (
      field.value === field.defaultValue ||
      (field instanceof HTMLInputElement && /^(checkbox|radio|file|hidden)$/.test(field.type))
    )
      continue
    const typed = field.value
    // React's tracker holds what it rendered (the default value), which the typed text differs
    // from, so clearing a field (typed '') is a change too
    field.value = field.defaultValue
    ;(field instanceof HTMLInputElement ? setter : areaSetter)?.call(field, typed)
    field.dispatchEvent(new Event('input', { bubbles: true }))
  }
}

/**
 * Hydrates an island right away (e.g. the toaster when the first toast arrives early, the
 * palette on its first open); resolves when it is live (or its code failed to load).
 */
export function hydrateNow(element: Element | null): Promise<void> {
  return element ? hydrate(element as IslandElement) : Promise.resolve()
}

/**
 * Hydrates on the first interaction. Clicks that arrive while React and the island load are
 * held back and the last one is replayed on the live island, so no click is lost.
 */
function hydrateOnInteraction(element: IslandElement): void {
  let pending: { target: HTMLElement; event: MouseEvent } | null = null
  let loading: Promise<void> | null = null
  const stop = () => {
    for (const type of INTERACTION_EVENTS) element.removeEventListener(type, trigger, true)
  }
  const trigger = (event: Event) => {
    // already live (e.g. hydrated when it became visible): let React handle the event itself
    if (element.__asterReady) return stop()
    if (
      (event.type === 'click' || event.type === 'contextmenu') &&
      event.target instanceof Element
    ) {
      event.preventDefault()
      event.stopPropagation()
      // the click may land on an icon inside the control: replay it on the control itself
      const target = event.target.closest<HTMLElement>(
        'button, a, input, select, textarea, label, summary, [role], [tabindex]'
      )
      if (target) pending = { target, event: event as MouseEvent }
    }
    loading ??= hydrate(element).then(() => {
      stop()
      if (!pending?.target.isConnected) return
      const { target, event: original } = pending
      if (original.type === 'click') target.click()
      else
        target.dispatchEvent(
          new MouseEvent(original.type, {
            bubbles: true,
            cancelable: true,
            clientX: original.clientX,
            clientY: original.clientY,
            button: original.button,
          })
        )
    })
  }
  for (const type of INTERACTION_EVENTS) element.addEventListener(type, trigger, { capture: true })
}

function onIdle(run: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 2000 })
  else setTimeout(run, 200)
}

/** Schedules hydration of every island not yet handled under `root`. */
export function scheduleIslands(root: ParentNode): void {
  const visible =
    'IntersectionObserver' in window
      ? new IntersectionObserver((entries, observer) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue
            observer.unobserve(entry.target)
            const island = entry.target.closest('aster-island')
            if (island) void hydrate(island as IslandElement)
          }
        })
      : null
  for (const element of root.querySelectorAll<IslandElement>('aster-island')) {
    if (element.__asterHydrated || element.dataset.scheduled) continue
    element.dataset.scheduled = ''
    const strategy = element.dataset.hydrate
    // an idle island pressed before idle comes wakes at once, and the press is replayed on it
    if (strategy === 'idle') {
      onIdle(() => void hydrate(element))
      hydrateOnInteraction(element)
    }
    // islands are display: contents (no box of their own): watch the element the island names
    // (e.g. the end of the modules list: the list comes alive when the visitor reads down to it)
    // or else its first child
    else if (strategy === 'visible' && visible) {
      visible.observe(
        element.querySelector('[data-hydrate-visible]') ?? element.firstElementChild ?? element
      )
      hydrateOnInteraction(element)
    } else hydrateOnInteraction(element)
  }
}

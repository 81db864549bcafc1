/**
 * Island loader (part of the boot script, no React): finds `<aster-island>` markers and hydrates
 * each by its strategy: idle, visible, or first interaction — the interaction is replayed once the
 * island is live, so no click is lost. React and the island code load only then.
 */
const INTERACTION_EVENTS = ['pointerdown', 'focusin', 'keydown', 'click'] as const

type IslandElement = HTMLElement & { __asterHydrated?: boolean }

async function hydrate(element: IslandElement): Promise<void> {
  if (element.__asterHydrated) return
  element.__asterHydrated = true
  const { hydrateIsland } = await import('./hydrate')
  await hydrateIsland(element)
}

/**
 * Hydrates on the first interaction. Clicks that arrive while React and the island load are
 * held back and the last one is replayed on the live island, so no click is lost.
 */
function hydrateOnInteraction(element: IslandElement): void {
  let pending: HTMLElement | null = null
  let loading: Promise<void> | null = null
  const trigger = (event: Event) => {
    if (event.type === 'click' && event.target instanceof Element) {
      event.preventDefault()
      event.stopPropagation()
      // the click may land on an icon inside the button: replay it on the control itself
      pending = event.target.closest<HTMLElement>('button, a, input, select, textarea, label, summary, [role], [tabindex]')
    }
    loading ??= hydrate(element).then(() => {
      for (const type of INTERACTION_EVENTS) element.removeEventListener(type, trigger, true)
      if (pending?.isConnected) pending.click()
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
  const visible = 'IntersectionObserver' in window
    ? new IntersectionObserver((entries, observer) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue
          observer.unobserve(entry.target)
          void hydrate(entry.target as IslandElement)
        }
      })
    : null
  for (const element of root.querySelectorAll<IslandElement>('aster-island')) {
    if (element.__asterHydrated || element.dataset.scheduled) continue
    element.dataset.scheduled = ''
    const strategy = element.dataset.hydrate
    if (strategy === 'idle') onIdle(() => void hydrate(element))
    else if (strategy === 'visible' && visible) visible.observe(element)
    else hydrateOnInteraction(element)
  }
}

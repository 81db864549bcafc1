import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react'

/** Numbers each direct `###` heading; the content between headings is the step's body. */
export function Steps({ children }: { children?: ReactNode }) {
  let step = 0
  const numbered = Children.map(children, (child) => {
    if (!isValidElement(child) || child.type !== 'h3') return child
    const heading = child as ReactElement<{ children?: ReactNode; className?: string }>
    step += 1
    return cloneElement(
      heading,
      { className: 'step relative' },
      <span className="step-number absolute -start-[2.875rem] top-1/2 inline-flex size-7 -translate-y-1/2 shrink-0 items-center justify-center rounded-full bg-slate-100 text-sm font-semibold text-slate-700 ring-4 ring-white dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-950">
        {step}
      </span>,
      heading.props.children
    )
  })
  return (
    <div className="steps my-5 ms-3.5 border-s border-slate-200 ps-8 dark:border-slate-800">
      {numbered}
    </div>
  )
}

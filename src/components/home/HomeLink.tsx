import type { HomeFrontmatter } from '../../shared/content/schemas/home'
import { useLocalePath } from '../locale-context'

type Link = HomeFrontmatter['hero']['cta'][number]

const VARIANTS = {
  primary:
    'rounded-md bg-green-700 px-4 py-2.5 font-semibold text-white shadow-sm hover:bg-green-800 dark:bg-green-500 dark:text-slate-950 dark:hover:bg-green-400',
  secondary:
    'rounded-md border border-slate-300 bg-white px-4 py-2.5 font-semibold text-slate-900 hover:border-slate-400 dark:border-slate-700 dark:bg-slate-900 dark:text-white dark:hover:border-slate-500',
  text: 'font-medium text-green-700 hover:underline dark:text-green-400',
} as const

/** A link written in the home frontmatter (label, `to`, optional icon), as a button or text. */
export function HomeLink({ link, variant }: { link: Link; variant: keyof typeof VARIANTS }) {
  const to = useLocalePath()
  const external = /^https?:/.test(link.to)
  return (
    <a
      href={to(link.to)}
      className={`inline-flex items-center gap-2 ${VARIANTS[variant]}`}
      {...(external || link.target === '_blank'
        ? { target: '_blank', rel: 'noopener noreferrer', 'data-external': '' }
        : {})}
    >
      {link.label}
      <span className={`${link.icon ?? 'i-lucide-arrow-right'} size-4`} aria-hidden="true" />
    </a>
  )
}

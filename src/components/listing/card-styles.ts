/**
 * Class names shared by the listing cards (templates, showcase, video courses, team), so the
 * pages look like one family. Consumers: src/components/listing/*Card.tsx.
 */
export const CARD =
  'flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900/60'
/** The 16:10 screenshot frame at the top of a card. */
export const SHOT =
  'block aspect-[16/10] w-full border-b border-slate-200 bg-slate-100 object-cover dark:border-slate-800 dark:bg-slate-800'
/** A small pill label ('Free', 'Featured', a category). */
export const PILL = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium'
/** The colours of each template or course badge. */
export const BADGE_COLOURS: Record<string, string> = {
  Free: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-300',
  Freemium: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-300',
  Premium: 'bg-violet-100 text-violet-800 dark:bg-violet-950 dark:text-violet-300',
}
/** A secondary link of a card (demo, source). */
export const CARD_LINK =
  'inline-flex items-center gap-1.5 text-sm font-medium text-slate-700 hover:text-green-700 dark:text-slate-300 dark:hover:text-green-400'
/** How many cards render their image eagerly (the first row at the widest layout). */
export const EAGER_IMAGES = 3

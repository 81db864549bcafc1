/**
 * Colour classes of the content components, written out in full so UnoCSS extracts them
 * (build/css/generate.ts scans this folder).
 * Theme: primary green, secondary indigo, neutral slate, important violet; the names are those
 * of Nuxt UI / Docus corpora (`::callout{color="secondary"}`), plus `important`. Consumers:
 * Callout, Badge, ReadMore, and the registry (allowed `color` values).
 */

/** Colours an author may pass as `color`. */
export const CONTENT_COLORS = [
  'primary',
  'secondary',
  'neutral',
  'important',
  'info',
  'success',
  'warning',
  'error',
] as const

/** One of {@link CONTENT_COLORS}. */
export type ContentColor = (typeof CONTENT_COLORS)[number]

/** Box classes (border, background, text) of a callout. */
export const CALLOUT_CLASSES: Record<ContentColor, string> = {
  primary:
    'border-green-200 bg-green-50 text-green-950 dark:border-green-900 dark:bg-green-950/40 dark:text-green-50',
  secondary:
    'border-indigo-200 bg-indigo-50 text-indigo-950 dark:border-indigo-900 dark:bg-indigo-950/40 dark:text-indigo-50',
  neutral:
    'border-slate-200 bg-slate-50 text-slate-800 dark:border-slate-800 dark:bg-slate-900/60 dark:text-slate-100',
  important:
    'border-violet-200 bg-violet-50 text-violet-950 dark:border-violet-900 dark:bg-violet-950/40 dark:text-violet-50',
  info: 'border-blue-200 bg-blue-50 text-blue-950 dark:border-blue-900 dark:bg-blue-950/40 dark:text-blue-50',
  success:
    'border-emerald-200 bg-emerald-50 text-emerald-950 dark:border-emerald-900 dark:bg-emerald-950/40 dark:text-emerald-50',
  warning:
    'border-amber-200 bg-amber-50 text-amber-950 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-50',
  error:
    'border-red-200 bg-red-50 text-red-950 dark:border-red-900 dark:bg-red-950/40 dark:text-red-50',
}

/** Icon (and link accent) text colour. */
export const ACCENT_CLASSES: Record<ContentColor, string> = {
  primary: 'text-green-600 dark:text-green-400',
  secondary: 'text-indigo-600 dark:text-indigo-400',
  neutral: 'text-slate-500 dark:text-slate-400',
  important: 'text-violet-600 dark:text-violet-400',
  info: 'text-blue-600 dark:text-blue-400',
  success: 'text-emerald-600 dark:text-emerald-400',
  warning: 'text-amber-600 dark:text-amber-400',
  error: 'text-red-600 dark:text-red-400',
}

/** Soft badge classes. */
export const BADGE_CLASSES: Record<ContentColor, string> = {
  primary: 'bg-green-100 text-green-800 dark:bg-green-900/50 dark:text-green-200',
  secondary: 'bg-indigo-100 text-indigo-800 dark:bg-indigo-900/50 dark:text-indigo-200',
  neutral: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
  important: 'bg-violet-100 text-violet-800 dark:bg-violet-900/50 dark:text-violet-200',
  info: 'bg-blue-100 text-blue-800 dark:bg-blue-900/50 dark:text-blue-200',
  success: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200',
  warning: 'bg-amber-100 text-amber-800 dark:bg-amber-900/50 dark:text-amber-200',
  error: 'bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-200',
}

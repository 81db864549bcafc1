/** A time (ms or ISO) as `YYYY-MM-DD HH:MM` UTC for the admin tables; '' when none. */
export function formatAdminTime(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return ''
  const date = new Date(value)
  return Number.isNaN(date.getTime())
    ? String(value)
    : `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`
}

/** Classes shared by the admin tables (one look everywhere). */
export const TABLE = {
  wrap: 'overflow-x-auto rounded-lg border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900',
  table: 'w-full text-left text-sm',
  head: 'whitespace-nowrap border-b border-slate-200 bg-slate-50 text-xs uppercase text-slate-500 dark:border-slate-800 dark:bg-slate-800/50 dark:text-slate-400',
  cell: 'px-3 py-2 align-top',
  row: 'border-b border-slate-100 last:border-0 dark:border-slate-800',
  button: 'rounded-md bg-green-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-green-800',
  link: 'rounded-md px-3 py-1.5 text-sm font-medium ring-1 ring-slate-300 hover:bg-slate-100 dark:ring-slate-700 dark:hover:bg-slate-800',
  danger: 'rounded-md bg-red-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-red-800',
  input:
    'min-w-0 rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-900',
  warning:
    'mb-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100',
  notice:
    'mb-4 rounded-md border border-green-300 bg-green-50 px-3 py-2 text-sm text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100',
} as const

import type { Messages } from '../../shared/i18n'
import { useLocalePath } from '../locale-context'

/** What a filtered listing shows when nothing matches, with a link back to everything. */
export function ListingEmpty({ path, t }: { path: string; t: Messages }) {
  return (
    <p className="rounded-xl border border-dashed border-slate-300 p-10 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
      {t['listing.empty']}{' '}
      <a
        href={useLocalePath()(path)}
        className="font-medium text-green-700 hover:underline dark:text-green-400"
      >
        {t['listing.showAll']}
      </a>
    </p>
  )
}

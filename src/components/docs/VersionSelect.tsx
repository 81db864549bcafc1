import type { DocsPageData } from '../../shared/page-data'
import { useLocalePath } from '../locale-context'

/**
 * The docs version select: each option's value is where that version leads from this page
 * (the same page, or its nearest existing parent), its text the version and the newest release
 * of its line (the release table's, as the header badge). The boot script navigates on change.
 */
export function VersionSelect({
  versions,
  label,
}: {
  versions: DocsPageData['versions']
  label: string
}) {
  const to = useLocalePath()
  const current = versions.find((version) => version.current)
  return (
    <label className="block">
      <span className="sr-only">{label}</span>
      <select
        data-version-select=""
        defaultValue={current && to(current.path)}
        className="w-full rounded-md border border-slate-200 bg-white px-2 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-900"
      >
        {versions.map((version) => (
          <option key={version.tag} value={to(version.path)}>
            {version.label} ({version.release})
          </option>
        ))}
      </select>
    </label>
  )
}

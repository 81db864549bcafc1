/** A module's icon (`icon` of its file, an icon class), decorative; `size` is a size utility. */
export function ModuleIcon({ icon, size }: { icon: string; size: 'size-9' | 'size-14' }) {
  return (
    <span
      className={`${icon} ${size} shrink-0 text-slate-700 dark:text-slate-200`}
      aria-hidden="true"
    />
  )
}

/** One labelled `<select>` of the modules filter form (category, sort key, order). */
export function FilterSelect<T extends string>(props: {
  label: string
  name: string
  value: T
  options: { value: T; label: string }[]
  className: string
  disabled?: boolean
  /** e.g. `data-modules-sort`, the hook the tests and the behaviour use */
  dataAttribute: string
  onPick: (value: T, form: HTMLFormElement | null) => void
}) {
  return (
    <label className="flex flex-col gap-1 text-xs font-medium text-slate-500 dark:text-slate-400">
      {props.label}
      <select
        name={props.name}
        className={props.className}
        value={props.value}
        disabled={props.disabled}
        onChange={(event) => props.onPick(event.target.value as T, event.target.form)}
        {...{ [props.dataAttribute]: '' }}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  )
}

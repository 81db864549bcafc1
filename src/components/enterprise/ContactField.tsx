const INPUT =
  'w-full rounded-md border bg-white px-3 py-2 text-sm text-slate-900 dark:bg-slate-900 dark:text-white'
const OK = 'border-slate-300 dark:border-slate-700'
const BAD = 'border-red-500 dark:border-red-500'

/**
 * One labelled field of the contact form (text input, select or textarea) with its message
 * under it. Consumer: src/islands/ContactForm.tsx.
 */
export function ContactField({
  name,
  label,
  value,
  error,
  onChange,
  onBlur,
  type = 'text',
  autoComplete,
  choices,
  multiline,
  wide,
}: {
  name: string
  label: string
  value: string
  error?: string
  onChange: (value: string) => void
  /** Called with where the focus goes next. */
  onBlur: (next: EventTarget | null) => void
  type?: string
  autoComplete?: string
  choices?: { value: string; label: string }[]
  multiline?: boolean
  wide?: boolean
}) {
  const id = `contact-${name}`
  const common = {
    id,
    name,
    value,
    onBlur: (event: { relatedTarget: EventTarget | null }) => onBlur(event.relatedTarget),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    className: `${INPUT} ${error ? BAD : OK}`,
  }
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-900 dark:text-white">
        {label}
      </label>
      {choices ? (
        <select {...common} onChange={(event) => onChange(event.target.value)}>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      ) : multiline ? (
        <textarea {...common} rows={6} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...common}
          type={type}
          autoComplete={autoComplete}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {error ? (
        <p
          id={`${id}-error`}
          role="alert"
          className="mt-1 text-sm text-red-600 dark:text-red-400"
          data-field-error={name}
        >
          {error}
        </p>
      ) : null}
    </div>
  )
}

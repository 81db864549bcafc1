import { useState, type FormEvent } from 'react'
import * as v from 'valibot'
import { ContactField as Field } from '../components/enterprise/ContactField'
import { raiseToast } from '../components/ui/raise-toast'
import {
  COMPANY_SIZES,
  CONTACT_FIELDS,
  CONTACT_HONEYPOT,
  CONTACT_TOPICS,
  createContactSchema,
  checkContactRequest,
  type ContactField,
} from '../shared/enterprise/contact'
import type { LabelsOf } from '../shared/i18n/pick'
import { useHydrated } from '../components/use-hydrated'

/** The form's strings (picked on the server: src/shared/i18n/pick.ts). */
export const CONTACT_FORM_LABEL_KEYS = [
  'contact.name',
  'contact.email',
  'contact.company',
  'contact.companySize',
  'contact.topic',
  'contact.message',
  'contact.choose',
  ...COMPANY_SIZES.map((size) => `contact.size.${size}` as const),
  ...CONTACT_TOPICS.map((topic) => `contact.topic.${topic}` as const),
  'contact.honeypot',
  'contact.send',
  'contact.sending',
  ...CONTACT_FIELDS.map((field) => `contact.error.${field}` as const),
  'contact.error.body',
  'contact.successTitle',
  'contact.successDescription',
  'contact.failureTitle',
  'contact.failureFallback',
] as const

export interface ContactFormProps {
  endpoint: string
  labels: LabelsOf<typeof CONTACT_FORM_LABEL_KEYS>
}

type Values = Record<ContactField, string>
const EMPTY: Values = { name: '', email: '', company: '', companySize: '', topic: '', message: '' }

/**
 * The support contact form: checks a field when it loses focus and the whole form before
 * sending, with the schema the API uses. A refused form raises an error toast (the first
 * problem, from the browser or the server); a sent one raises a success toast and is cleared.
 */
export default function ContactForm({ endpoint, labels }: ContactFormProps) {
  const hydrated = useHydrated()
  const schema = createContactSchema({
    ...Object.fromEntries(CONTACT_FIELDS.map((f) => [f, labels[`contact.error.${f}`]])),
    body: labels['contact.error.body'],
  } as Record<ContactField | 'body', string>)
  const [values, setValues] = useState(EMPTY)
  const [errors, setErrors] = useState<Partial<Values>>({})
  const [trap, setTrap] = useState('')
  const [sending, setSending] = useState(false)

  const checkField = (field: ContactField, value: string) => {
    const result = v.safeParse(schema.entries[field], value)
    setErrors((old) => ({ ...old, [field]: result.success ? undefined : result.issues[0].message }))
  }
  const fail = (description: string) =>
    raiseToast({ title: labels['contact.failureTitle'], description, color: 'error' })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const checked = checkContactRequest(schema, values)
    if (!checked.ok) {
      const all = v.safeParse(schema, values)
      setErrors(
        Object.fromEntries(
          (all.success ? [] : all.issues).map((i) => [i.path?.[0]?.key, i.message])
        ) as Partial<Values>
      )
      fail(checked.message)
      return
    }
    setSending(true)
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ ...values, [CONTACT_HONEYPOT]: trap }),
      })
      const data = (await response.json().catch(() => null)) as {
        error?: string
        field?: ContactField
      } | null
      if (!response.ok) {
        if (data?.field) setErrors({ [data.field]: data.error })
        fail(data?.error ?? labels['contact.failureFallback'])
        return
      }
      raiseToast({
        title: labels['contact.successTitle'],
        description: labels['contact.successDescription'],
        color: 'success',
      })
      setValues(EMPTY)
      setErrors({})
    } catch {
      fail(labels['contact.failureFallback'])
    } finally {
      setSending(false)
    }
  }

  const field = (name: ContactField) => ({
    name,
    label: labels[`contact.${name}`],
    value: values[name],
    error: errors[name],
    onChange: (value: string) => setValues((old) => ({ ...old, [name]: value })),
    // leaving a field for the send button: the submit checks everything, and a message shown
    // now would move the button away from under the pointer before the click lands
    onBlur: (next: EventTarget | null) => {
      if (next instanceof HTMLElement && next.getAttribute('type') === 'submit') return
      checkField(name, values[name])
    },
  })
  const choices = (kind: 'size' | 'topic', list: readonly string[]) => [
    { value: '', label: labels['contact.choose'] },
    ...list.map((value) => ({
      value,
      label: (labels as Record<string, string>)[`contact.${kind}.${value}`]!,
    })),
  ]
  return (
    <form
      noValidate
      onSubmit={submit}
      data-contact-form=""
      data-ready={hydrated ? '' : undefined}
      className="grid gap-4 sm:grid-cols-2"
    >
      <Field {...field('name')} autoComplete="name" />
      <Field {...field('email')} type="email" autoComplete="email" />
      <Field {...field('company')} autoComplete="organization" />
      <Field {...field('companySize')} choices={choices('size', COMPANY_SIZES)} />
      <Field {...field('topic')} choices={choices('topic', CONTACT_TOPICS)} wide />
      <Field {...field('message')} multiline wide />
      {/* people never see this field; a bot that fills it is answered but not stored */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          {labels['contact.honeypot']}
          <input
            name={CONTACT_HONEYPOT}
            tabIndex={-1}
            autoComplete="off"
            value={trap}
            onChange={(event) => setTrap(event.target.value)}
          />
        </label>
      </div>
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={sending}
          className="rounded-md bg-green-700 px-4 py-2 text-sm font-medium text-white hover:bg-green-800 disabled:opacity-60"
        >
          {sending ? labels['contact.sending'] : labels['contact.send']}
        </button>
      </div>
    </form>
  )
}

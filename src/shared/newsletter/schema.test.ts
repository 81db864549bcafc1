import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { readSubscribeError } from './errors'
import { createSubscribeSchema } from './schema'

const schema = createSubscribeSchema({ required: 'required', invalid: '请输入有效的电子邮件' })
const message = (input: unknown) => {
  const result = v.safeParse(schema, input)
  return result.success ? undefined : result.issues[0].message
}

describe('newsletter schema', () => {
  it('requires a string e-mail in a valid format', () => {
    expect(message({ email: 'dev@aster.example' })).toBeUndefined()
    expect(message({ email: '' })).toBe('required')
    expect(message({ email: 42 })).toBe('required')
    expect(message({ email: 'not-an-email' })).toBe('请输入有效的电子邮件')
  })
  it('reads the first message of the JSON-encoded error list', () => {
    expect(
      readSubscribeError({
        message: JSON.stringify([{ message: 'Already subscribed' }, { message: 'x' }]),
      })
    ).toBe('Already subscribed')
    expect(readSubscribeError({ message: 'not json' })).toBeUndefined()
    expect(readSubscribeError(null)).toBeUndefined()
  })
})

describe('newsletter schema normalisation', () => {
  it('outputs the normal form and refuses display names and lists', () => {
    const parse = (email: string) => v.safeParse(schema, { email })
    expect(parse(' Ada@BÜCHER.example ').output).toEqual({ email: 'Ada@xn--bcher-kva.example' })
    expect(message({ email: 'Ada <ada@aster.example>' })).toBe('请输入有效的电子邮件')
    expect(message({ email: 'a@aster.example,b@aster.example' })).toBe('请输入有效的电子邮件')
    expect(message({})).toBe('required')
  })
})

import { describe, expect, it } from 'vitest'
import { mailboxKey, normalizeEmail } from './email'

describe('normalizeEmail', () => {
  it('trims, lower-cases the domain and keeps the local part as typed', () => {
    expect(normalizeEmail('  Ada.Lovelace@Aster.EXAMPLE \n')).toBe('Ada.Lovelace@aster.example')
  })
  it('writes an internationalised domain as punycode', () => {
    expect(normalizeEmail('ada@BÜCHER.example')).toBe('ada@xn--bcher-kva.example')
    expect(normalizeEmail('dev@例子.测试')).toBe('dev@xn--fsqu00a.xn--0zwm56d')
  })
  it('refuses display names, lists, line breaks and other shapes', () => {
    for (const input of [
      'Ada <ada@aster.example>',
      'ada@aster.example, bob@aster.example',
      'ada@aster.example\r\nBcc: eve@evil.example',
      'ada@aster.example\nx',
      'ada aster@aster.example',
      '"ada"@aster.example',
      'ada@@aster.example',
      'ada@aster',
      'ada@aster.example:25',
      'ada@127.0.0.1',
      '.ada@aster.example',
      'a..da@aster.example',
      '',
      '@aster.example',
    ])
      expect(normalizeEmail(input), input).toBeUndefined()
  })
  it('refuses addresses over 254 characters', () => {
    const domain = `${'a'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.example`
    expect(normalizeEmail(`ada@${domain}`)).toBeUndefined()
    expect(normalizeEmail(`ada@${'a'.repeat(60)}.example`)).toBe(`ada@${'a'.repeat(60)}.example`)
  })
})

describe('mailboxKey', () => {
  it('is one key for an address in any case and with any +tag', () => {
    const forms = ['victim@example.com', 'Victim@example.com', 'VICTIM@example.com']
    forms.push('victim+1@example.com', 'Victim+News@EXAMPLE.com')
    for (const form of forms)
      expect(mailboxKey(normalizeEmail(form)!), form).toBe('victim@example.com')
  })
  it('keeps other mailboxes apart and a leading + as it is', () => {
    expect(mailboxKey('victim.two@example.com')).toBe('victim.two@example.com')
    expect(mailboxKey('victim@example.org')).toBe('victim@example.org')
    expect(mailboxKey('+tag@example.com')).toBe('+tag@example.com')
  })
})

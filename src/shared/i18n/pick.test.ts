import { describe, expect, it } from 'vitest'
import { en } from './en'
import { pickMessages } from './pick'

describe('pickMessages', () => {
  it('keeps only the listed messages, keyed by message key', () => {
    expect(pickMessages(en, ['toast.close', 'toast.region'])).toEqual({
      'toast.close': 'Close notification',
      'toast.region': 'Notifications',
    })
  })
})

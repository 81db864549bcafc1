import { describe, expect, it } from 'vitest'
import { CLIENT_MESSAGES, getClientMessages } from './client'
import { getMessages } from '.'

describe('the boot script strings', () => {
  it("follow the page's <html lang>, English for any other language", () => {
    expect(getClientMessages('zh-CN')['ui.codeCopied']).toBe('已复制！')
    for (const lang of ['en', '', 'fr', 'zh', 'toString'])
      expect(getClientMessages(lang), lang).toBe(CLIENT_MESSAGES.en)
  })

  it('are part of every message table (one source)', () => {
    expect(getMessages('en')).toMatchObject(CLIENT_MESSAGES.en)
    expect(getMessages('zh-CN')).toMatchObject(CLIENT_MESSAGES['zh-CN'])
  })
})

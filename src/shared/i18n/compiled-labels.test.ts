import { describe, expect, it } from 'vitest'
import { localizeCompiledHtml } from './compiled-labels'
import { en } from './en'
import { zhCN } from './zh-CN'

describe('localizeCompiledHtml', () => {
  const html =
    '<button aria-label="Copy code to clipboard" title="Copy code to clipboard"></button><p>Copy code to clipboard</p>'

  it('puts the page language in the labels the build wrote in English, not in the text', () => {
    expect(localizeCompiledHtml(html, zhCN)).toBe(
      '<button aria-label="复制代码到剪贴板" title="复制代码到剪贴板"></button><p>Copy code to clipboard</p>'
    )
  })

  it('leaves English pages as they are', () => {
    expect(localizeCompiledHtml(html, en)).toBe(html)
  })
})

import { describe, expect, it } from 'vitest'
import { localizeCompiledHtml } from './compiled-labels'
import { en } from './en'
import { zhCN } from './zh-CN'

describe('localizeCompiledHtml', () => {
  const html =
    '<button aria-label="Copy code to clipboard" title="Copy code to clipboard"></button><p>Copy code to clipboard</p>'

  it('puts the page language in the labels the build wrote in English, not in the text', () => {
    expect(localizeCompiledHtml(html, zhCN, 'zh-CN')).toBe(
      '<button aria-label="复制代码到剪贴板" title="复制代码到剪贴板"></button><p>Copy code to clipboard</p>'
    )
  })

  it('leaves English pages as they are', () => {
    expect(localizeCompiledHtml(html, en, 'en')).toBe(html)
  })

  it('points the links to pages into the page language, and nothing else', () => {
    const body = [
      '<a href="/docs/4.x/guide">guide</a>',
      '<a class="x" href="/blog?tag=router#top">tag</a>',
      '<a href="/">home</a>',
      '<a href="https://example.com/docs">out</a>',
      '<a href="#anchor">anchor</a>',
      '<a href="/design-kit/logo.svg">file</a>',
      '<a href="/api/search">api</a>',
      '<img src="/cover.png">',
      '<code>&lt;a href="/docs"&gt;</code>',
    ].join('')
    expect(localizeCompiledHtml(body, zhCN, 'zh-CN')).toBe(
      [
        '<a href="/zh/docs/4.x/guide">guide</a>',
        '<a class="x" href="/zh/blog?tag=router#top">tag</a>',
        '<a href="/zh">home</a>',
        '<a href="https://example.com/docs">out</a>',
        '<a href="#anchor">anchor</a>',
        '<a href="/design-kit/logo.svg">file</a>',
        '<a href="/api/search">api</a>',
        '<img src="/cover.png">',
        '<code>&lt;a href="/docs"&gt;</code>',
      ].join('')
    )
    expect(localizeCompiledHtml(body, en, 'en')).toBe(body)
  })

  it('says the read-more pointer in the page language, block and inline', () => {
    const link = '<a href="/docs/4.x/guide" class="font-semibold">Guide</a>'
    const body = [
      `<div class="read-more"><span></span><p class="my-0">Read more in ${link}.</p></div>`,
      `<p>See <span class="read-more"><span></span><span>Read more in ${link}</span></span></p>`,
      '<p>Read more in the guide.</p>',
    ].join('')
    const zhLink = link.replace('/docs', '/zh/docs')
    expect(localizeCompiledHtml(body, zhCN, 'zh-CN')).toBe(
      [
        `<div class="read-more"><span></span><p class="my-0">延伸阅读：${zhLink}</p></div>`,
        `<p>See <span class="read-more"><span></span><span>延伸阅读：${zhLink}</span></span></p>`,
        '<p>Read more in the guide.</p>',
      ].join('')
    )
    expect(localizeCompiledHtml(body, en, 'en')).toBe(body)
  })
})

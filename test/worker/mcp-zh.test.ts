import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { json, markdownOf, texts, useClient } from './mcp-client'
import { SAMPLE_DOCS } from './content-sample'

/*
 * The MCP tools in Chinese (locale zh-CN, also `zh`): search reads the Chinese index, pages are
 * read in their translation, and what is not translated yet answers in English and says so.
 * A client of its own: the tool calls of mcp.test.ts already use most of one address's minute.
 * The docs cases read the sample's translations (SAMPLE_DOCS); the modules one any build's.
 */

const INSTALLATION = '/docs/4.x/getting-started/installation'
const mcp = useClient(beforeAll, afterAll)
const { call } = mcp

describe('MCP server in Chinese', () => {
  it.runIf(SAMPLE_DOCS)(
    'search_docs in zh-CN reads the Chinese index: Chinese pages at /zh, untranslated ones marked English',
    async () => {
      const zh = json<{
        locale: string
        note?: string
        results: {
          path: string
          url: string
          markdownUrl: string
          title: string
          language?: string
        }[]
      }>(await call('search_docs', { query: '如何配置环境变量？', locale: 'zh' }))
      expect(zh.locale).toBe('zh-CN')
      expect(zh.note).toBeUndefined()
      const first = zh.results[0]!
      expect(first.path).toBe('/docs/4.x/getting-started/deployment')
      expect(first.url).toBe(
        'http://localhost:8787/zh/docs/4.x/getting-started/deployment#environment-variables'
      )
      expect(first.markdownUrl).toBe(
        'http://localhost:8787/zh/docs/4.x/getting-started/deployment.md'
      )
      expect(first.title).toBe('环境变量')
      expect(first.language).toBeUndefined()
      const presets = json<{ results: { path: string; language?: string }[] }>(
        await call('search_docs', { query: 'Deployment Presets', locale: 'zh-CN', limit: 1 })
      )
      expect(presets.results).toEqual([
        expect.objectContaining({ path: '/docs/4.x/api/configuration/presets', language: 'en' }),
      ])
    }
  )

  it.runIf(SAMPLE_DOCS)(
    'get_page in zh-CN reads the translation, or says the page is English for now',
    async () => {
      const [meta, markdown] = texts(
        await call('get_page', { path: INSTALLATION, locale: 'zh-CN' })
      )
      expect(JSON.parse(meta!)).toMatchObject({
        title: '安装',
        path: INSTALLATION,
        url: `http://localhost:8787/zh${INSTALLATION}`,
        locale: 'zh-CN',
      })
      expect(JSON.parse(meta!).note).toBeUndefined()
      expect(markdown).toBe(await markdownOf(`/zh${INSTALLATION}`))
      // a Chinese URL names the same page
      const presets = JSON.parse(
        texts(
          await call('get_page', {
            path: 'http://localhost:8787/zh/docs/4.x/api/configuration/presets',
            locale: 'zh-CN',
          })
        )[0]!
      )
      expect(presets).toMatchObject({
        title: 'Deployment Presets',
        locale: 'en',
        note: 'no zh-CN translation of this page yet: English text',
      })
    }
  )

  it.runIf(SAMPLE_DOCS)(
    'list_pages in zh-CN outlines the Chinese tree with /zh links',
    async () => {
      const [meta, outline] = texts(await call('list_pages', { locale: 'zh-CN' }))
      expect(JSON.parse(meta!)).toMatchObject({ version: '4.x', locale: 'zh-CN' })
      expect(outline).toContain(`[安装](http://localhost:8787/zh${INSTALLATION})`)
    }
  )

  it('list_modules and get_module in zh-CN answer the Chinese text, English where untranslated', async () => {
    const listed = json<{ items: { name: string; description: string; url: string }[] }>(
      await call('list_modules', { query: 'image', locale: 'zh' })
    )
    expect(listed.items.find((item) => item.name === 'image')).toMatchObject({
      description:
        '图片优化：裁剪尺寸、转换格式并输出响应式图片，提供 <AsterImg> 组件，支持 20 家图片服务商。',
      url: 'http://localhost:8787/zh/modules/image',
    })
    const [meta, readme] = texts(await call('get_module', { name: 'image', locale: 'zh-CN' }))
    expect(JSON.parse(meta!)).toMatchObject({ url: 'http://localhost:8787/zh/modules/image' })
    expect(JSON.parse(meta!).note).toBeUndefined()
    expect(readme).toContain('## 功能特性')
    const [carousel, english] = texts(
      await call('get_module', { name: 'carousel', locale: 'zh-CN' })
    )
    expect(JSON.parse(carousel!).note).toBe('no zh-CN translation of this page yet: English text')
    expect(english).toContain('## Features')
  })
})

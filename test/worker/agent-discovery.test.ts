import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { connectClient } from './mcp-client'

/*
 * How agents find what the site offers them: the MCP server card, the API catalog (RFC 9727),
 * robots.txt's Content Signals, and llms.txt per docs version and language.
 */

const ORIGIN = 'http://localhost:8787'
const get = (path: string) => SELF.fetch(`http://localhost${path}`, { redirect: 'manual' })

describe('agent discovery', () => {
  it('serves the MCP server card, whose tools are the ones the server lists', async () => {
    for (const path of ['/.well-known/mcp/server-card.json', '/mcp/server-card']) {
      const response = await get(path)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/^application\/json/)
      const card = (await response.json()) as {
        $schema: string
        name: string
        remotes: { type: string; url: string; supportedProtocolVersions: string[] }[]
        _meta: Record<string, { tools: { name: string }[] }>
      }
      expect(card.$schema).toMatch(/server-card\.schema\.json$/)
      expect(card.name).toBe('localhost/aster-docs')
      expect(card.remotes).toEqual([
        expect.objectContaining({ type: 'streamable-http', url: `${ORIGIN}/mcp` }),
      ])
      expect(card.remotes[0]!.supportedProtocolVersions).toContain('2025-06-18')
      const client = await connectClient()
      const { tools } = await client.listTools()
      await client.close()
      expect(card._meta['localhost/capabilities']!.tools.map((tool) => tool.name)).toEqual(
        tools.map((tool) => tool.name)
      )
    }
  })

  it('serves the API catalog as a linkset', async () => {
    const response = await get('/.well-known/api-catalog')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/linkset\+json/)
    const { linkset } = (await response.json()) as { linkset: { anchor: string }[] }
    expect(linkset.map((entry) => entry.anchor)).toEqual([
      `${ORIGIN}/mcp`,
      `${ORIGIN}/api/search`,
      `${ORIGIN}/api/modules`,
      `${ORIGIN}/llms.txt`,
    ])
  })

  it('states Content Signals in robots.txt', async () => {
    const text = await (await get('/robots.txt')).text()
    expect(text).toMatch(
      /^User-agent: \*\nContent-Signal: search=yes, ai-input=yes, ai-train=yes\n/
    )
  })

  it('serves llms.txt per docs version and language, linked from the root llms.txt', async () => {
    const root = await (await get('/llms.txt')).text()
    for (const file of [
      '/docs/4.x/llms.txt',
      '/docs/4.x/llms-full.txt',
      '/zh/docs/4.x/llms.txt',
      '/zh/docs/3.x/llms-full.txt',
      '/zh/llms.txt',
    ])
      expect(root).toContain(`${ORIGIN}${file}`)
    expect(root).toContain(`${ORIGIN}/mcp`)

    const v4 = await get('/docs/4.x/llms.txt')
    expect(v4.headers.get('content-type')).toMatch(/^text\/plain/)
    const outline = await v4.text()
    expect(outline).toMatch(/^# Aster docs Version 4 \(4\.0\.0\)\n/)
    expect(outline).toContain(`(${ORIGIN}/docs/4.x/getting-started/installation.md)`)
    expect(outline).not.toContain('/docs/3.x/')

    const full = await (await get('/docs/3.x/llms-full.txt')).text()
    expect(full).toContain(`Source: ${ORIGIN}/docs/3.x/getting-started/introduction (Version 3)`)
    expect(full).not.toContain('/docs/4.x/getting-started/introduction (Version 4)')

    const zh = await (await get('/zh/docs/4.x/llms.txt')).text()
    expect(zh).toContain('本文件链接到页面的中文版；尚未翻译的页面为英文原文。')
    expect(zh).toContain(`(${ORIGIN}/zh/docs/4.x/getting-started/installation.md)`)
    expect(zh).toContain(`${ORIGIN}/zh/docs/4.x/llms-full.txt`)
    const zhFull = await (await get('/zh/docs/4.x/llms-full.txt')).text()
    expect(zhFull).toContain('本文件链接到页面的中文版')
    const zhRoot = await (await get('/zh/llms.txt')).text()
    expect(zhRoot).toContain(`(${ORIGIN}/zh/docs/4.x/getting-started/installation.md)`)
    expect(zhRoot).toContain(`This file in en: ${ORIGIN}/llms.txt`)
    expect(root).toContain(`This file in zh-CN: ${ORIGIN}/zh/llms.txt`)

    expect((await get('/docs/9.x/llms.txt')).status).toBe(404)
    expect((await get('/zh/docs/9.x/llms.txt')).status).toBe(404)
    // the interim names of issue 39 are gone
    expect((await get('/docs/4.x/llms.zh-CN.txt')).status).toBe(404)
    expect((await get('/docs/4.x/llms.fr.txt')).status).toBe(404)
  })
})

import { describe, expect, it } from 'vitest'
import { base64, chatLink, cursorInstallLink, mcpUrl, vscodeInstallLink } from './install-links'

describe('install links', () => {
  it('encodes base64 as the platform does, UTF-8 included', () => {
    for (const text of ['', 'a', 'ab', 'abc', '{"url":"https://aster.example/mcp"}', 'café 中文'])
      expect(base64(text)).toBe(Buffer.from(text, 'utf8').toString('base64'))
  })

  it('builds the Cursor, VS Code and chat links of the MCP server and a page', () => {
    const url = mcpUrl('https://aster.example/')
    expect(url).toBe('https://aster.example/mcp')
    const cursor = new URL(cursorInstallLink(url))
    expect(cursor.protocol).toBe('cursor:')
    expect(cursor.searchParams.get('name')).toBe('aster')
    expect(
      JSON.parse(Buffer.from(cursor.searchParams.get('config')!, 'base64').toString())
    ).toEqual({ url })
    const vscode = vscodeInstallLink(url)
    expect(vscode.startsWith('vscode:mcp/install?')).toBe(true)
    expect(JSON.parse(decodeURIComponent(vscode.split('?')[1]!))).toEqual({
      name: 'aster',
      type: 'http',
      url,
    })
    expect(new URL(chatLink('claude', 'Read x')).searchParams.get('q')).toBe('Read x')
    expect(new URL(chatLink('chatgpt', 'Read x')).searchParams.get('q')).toBe('Read x')
  })
})

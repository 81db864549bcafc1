import { describe, expect, it } from 'vitest'
import { base64, chatLink, cursorInstallLink, mcpUrl, vscodeInstallLink } from './install-links'

const SERVER_CONFIG_BASE64 = 'eyJ1cmwiOiJodHRwczovL2FzdGVyLmV4YW1wbGUvbWNwIn0='

describe('install links', () => {
  it('encodes base64 as the platform does, UTF-8 included', () => {
    const cases: [string, string][] = [
      ['', ''],
      ['a', 'YQ=='],
      ['ab', 'YWI='],
      ['abc', 'YWJj'],
      ['{"url":"https://aster.example/mcp"}', SERVER_CONFIG_BASE64],
      ['café 中文', 'Y2Fmw6kg5Lit5paH'],
    ]
    for (const [text, encoded] of cases) expect(base64(text)).toBe(encoded)
  })

  it('builds the Cursor, VS Code and chat links of the MCP server and a page', () => {
    const url = mcpUrl('https://aster.example/')
    expect(url).toBe('https://aster.example/mcp')
    const cursor = new URL(cursorInstallLink(url))
    expect(cursor.protocol).toBe('cursor:')
    expect(cursor.searchParams.get('name')).toBe('aster')
    expect(cursor.searchParams.get('config')).toBe(SERVER_CONFIG_BASE64)
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

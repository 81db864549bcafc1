import type { Element, Root as HastRoot } from 'hast'
import { sanitize } from 'hast-util-sanitize'
import type { Root } from 'mdast'
import remarkGfm from 'remark-gfm'
import remarkMdc from 'remark-mdc'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'
import { describe, expect, it, vi } from 'vitest'
import { prepareComponents } from './components'
import { highlightCode, type CodeReporter } from './highlight'
import { getHighlighter } from './highlighter'
import { compileMarkdown } from './index'
import { renderHast } from './render'
import { CONTENT_SCHEMA } from './schema'

const parser = unified().use(remarkParse).use(remarkGfm).use(remarkMdc).freeze()
const toHast = unified().use(remarkRehype).freeze()

/** compileMarkdown's code path (parse → components → hast → sanitize → Shiki → HTML), with a reporter. */
async function render(markdown: string, report?: CodeReporter): Promise<string> {
  const mdast = (await parser.run(parser.parse(markdown))) as Root
  prepareComponents(mdast, { file: 'test.md', lineOffset: 0 })
  const tree = sanitize((await toHast.run(mdast)) as HastRoot, CONTENT_SCHEMA) as HastRoot
  await highlightCode(tree, report)
  return renderHast(tree).html
}

function fence(language: string, code: string): string {
  return `\`\`\`${language}\n${code}\n\`\`\``
}

/** The rendered code blocks of a page, in order. */
function codeBlocks(html: string): string[] {
  return html.split('data-code-block=""').slice(1)
}

/** A Shiki token with a colour of its own, which plain text never has. */
/** A token in a colour class of the dual theme (dual-theme.ts). */
const TOKEN_RE = /<span class="sk\d+[ "]/

const SAMPLES: Record<string, string> = {
  vue: '<template><div :id="id">{{ msg }}</div></template>\n<script setup lang="ts">\nconst msg = ref(1)\n</script>',
  python: 'def greet(name: str) -> str:\n    return f"hi {name}"',
  go: 'package main\nfunc main() { fmt.Println("hi") }',
  rust: 'fn main() { let x: u32 = 1; println!("{}", x); }',
  dockerfile: 'FROM node:20\nRUN npm ci',
  nginx: 'server { listen 80; location / { proxy_pass http://app; } }',
  graphql: 'query { user(id: 1) { name } }',
  prisma: 'model User {\n  id Int @id\n}',
  svelte: '<script>\n  let count = 0\n</script>\n<button on:click={() => count++}>{count}</button>',
  ini: '[server]\nport = 8080',
  xml: '<root attr="1"><child/></root>',
  scss: '$c: red;\n.a { color: $c; }',
  php: '<?php echo "hi"; $x = 1;',
  kotlin: 'fun main() { val x = 1 }',
  swift: 'let x: Int = 1\nfunc f() {}',
  java: 'public class A { public static void main(String[] a) {} }',
  c: '#include <stdio.h>\nint main(void) { return 0; }',
  cpp: '#include <vector>\nint main() { std::vector<int> v; return 0; }',
  powershell: 'Get-ChildItem -Path . | Where-Object { $_.Length -gt 1 }',
  shell: 'export A=1 && echo "$A"',
  zsh: 'for f in *.ts; do echo $f; done',
  console: '$ echo "installed" # done',
  yml: 'key: value\nlist:\n  - 1',
  md: '# Title\n\n**bold**',
  js: 'const a = 1',
  ts: 'const a: number = 1',
  toml: '[package]\nname = "a"',
  sql: 'SELECT * FROM users WHERE id = 1',
}

describe('highlightCode languages', () => {
  it(`highlights every bundled language of a page (${Object.keys(SAMPLES).length})`, async () => {
    const markdown = Object.entries(SAMPLES)
      .map(([language, code]) => fence(language, code))
      .join('\n\n')
    const report = vi.fn()
    const blocks = codeBlocks(await render(markdown, report))
    expect(blocks).toHaveLength(Object.keys(SAMPLES).length)
    Object.keys(SAMPLES).forEach((language, i) => {
      expect(blocks[i], language).toContain(`data-language="${language}"`)
      expect(blocks[i], language).toMatch(TOKEN_RE)
    })
    expect(report).not.toHaveBeenCalled()
  })

  it('resolves aliases (sh, yml) and keeps line highlights and dual themes', async () => {
    const html = await render(
      `${fence('sh {2}', 'npm i\nnpx aster dev')}\n\n${fence('yml', 'a: 1')}`
    )
    const [sh, yml] = codeBlocks(html)
    expect(sh).toMatch(TOKEN_RE)
    expect(sh).toContain('<span class="line highlighted">')
    expect(yml).toMatch(TOKEN_RE)
    expect(html).toContain('shiki-themes github-light github-dark')
  })

  it('reports an unknown language once, at its line, and renders it as escaped plain text', async () => {
    const report = vi.fn()
    const markdown = ['# Title', '', 'Text.', '', fence('typscript', '<script>alert(1)</script>')]
    const html = await render(markdown.join('\n'), report)
    expect(report).toHaveBeenCalledTimes(1)
    expect(report).toHaveBeenCalledWith(
      5,
      'unknown code language "typscript"; rendered as plain text',
      'did you mean "typescript"?'
    )
    const [block] = codeBlocks(html)
    expect(block).toContain('<span>&#x3C;script>alert(1)&#x3C;/script></span>')
    expect(block).not.toMatch(TOKEN_RE)
    expect(html).not.toMatch(/\sline=/)
  })

  it('gives a generic hint when no language is near', async () => {
    const report = vi.fn()
    await render(fence('qqqqqqqqqq', 'x'), report)
    expect(report).toHaveBeenCalledWith(1, expect.any(String), expect.stringContaining('"text"'))
  })

  it('renders text, txt, plain and no language as plain text without a warning', async () => {
    const report = vi.fn()
    const markdown = ['text', 'txt', 'plain', ''].map((language) => fence(language, 'a = 1'))
    const blocks = codeBlocks(await render(markdown.join('\n\n'), report))
    expect(blocks).toHaveLength(4)
    for (const block of blocks) expect(block).not.toMatch(TOKEN_RE)
    expect(report).not.toHaveBeenCalled()
  })

  it('renders ansi with the ANSI renderer of Shiki, without a warning', async () => {
    const report = vi.fn()
    const html = await render(fence('ansi', '\u001b[31mred\u001b[0m plain'), report)
    expect(html).toMatch(/--shiki-light:#[0-9A-F]{6}[^>]*>red</i)
    expect(report).not.toHaveBeenCalled()
  })

  it('uses and removes the line property set on a code element', async () => {
    const report = vi.fn()
    const code: Element = {
      type: 'element',
      tagName: 'mdc-code',
      properties: { language: 'klingon', line: 12 },
      children: [{ type: 'text', value: 'x' }],
    }
    const tree: HastRoot = { type: 'root', children: [code] }
    await highlightCode(tree, report)
    expect(report).toHaveBeenCalledWith(12, expect.any(String), expect.any(String))
    expect(code.properties.line).toBeUndefined()
    expect(renderHast(tree).html).not.toContain('line=')
  })
})

describe('highlightCode concurrency', () => {
  // None of these is used above or embedded by a language used above.
  const LANGUAGES = ['haskell', 'elixir', 'groovy', 'perl', 'scala', 'dart', 'clojure', 'erlang']

  it('loads each new language once while 20 pages compile in parallel', async () => {
    const shiki = await getHighlighter()
    expect(shiki.getLoadedLanguages().filter((id) => LANGUAGES.includes(id))).toEqual([])
    const load = vi.spyOn(shiki, 'loadLanguage')
    const pages = Array.from({ length: 20 }, (_, i) =>
      [0, 3, 5]
        .map((step) => fence(LANGUAGES[(i + step) % LANGUAGES.length]!, 'x = "a" -- 1'))
        .join('\n\n')
    )
    const results = await Promise.all(
      pages.map((markdown, i) =>
        compileMarkdown(markdown, { file: `p${i}.md`, lineOffset: 0, path: `/p${i}`, title: 'P' })
      )
    )
    for (const { html } of results) {
      const blocks = codeBlocks(html)
      expect(blocks).toHaveLength(3)
      for (const block of blocks) expect(block).toMatch(TOKEN_RE)
    }
    expect(load).toHaveBeenCalledTimes(LANGUAGES.length)
    expect(shiki.getLoadedLanguages()).toEqual(expect.arrayContaining(LANGUAGES))
    load.mockRestore()
  })
})

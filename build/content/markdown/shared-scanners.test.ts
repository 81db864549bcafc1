import { createHighlighterCore, type RegexEngine } from 'shiki/core'
import { createOnigurumaEngine } from 'shiki/engine/oniguruma'
import { describe, expect, it } from 'vitest'
import { loadCodeLanguages } from './code-languages'
import { dualThemeHtml } from './dual-theme'
import { CODE_THEMES, highlightLocally } from './highlighter'
import { scannerStats, sharedScanners } from './shared-scanners'

/** Oniguruma's engine, counting the scanners it compiles. */
async function countingEngine(): Promise<{ engine: RegexEngine; compiled: () => number }> {
  const onig = await createOnigurumaEngine(import('shiki/wasm'))
  let compiled = 0
  return {
    engine: {
      createString: (text) => onig.createString(text),
      createScanner(patterns) {
        compiled++
        return onig.createScanner(patterns)
      },
    },
    compiled: () => compiled,
  }
}

const PATTERNS = ['\\b(const|let)\\b', '(["\'])(.*?)\\1', '\\d+']

describe('sharedScanners', () => {
  it('compiles a list of patterns once, and a shared scanner outlives a dispose', async () => {
    const { engine, compiled } = await countingEngine()
    const shared = sharedScanners(engine)
    const first = shared.createScanner(PATTERNS)
    const second = shared.createScanner([...PATTERNS])
    expect(compiled()).toBe(1)
    shared.createScanner(PATTERNS.slice(1))
    expect(compiled()).toBe(2)
    first.dispose?.()
    const line = 'let a = "b" + 42'
    expect(second.findNextMatchSync(line, 0, 0)).toEqual(
      engine.createScanner(PATTERNS).findNextMatchSync(line, 0, 0)
    )
    expect(second.findNextMatchSync(line, 4, 0)?.index).toBe(1)
  })

  it('compiles every scanner past its budget', async () => {
    const { engine, compiled } = await countingEngine()
    const shared = sharedScanners(engine, 0)
    shared.createScanner(PATTERNS)
    shared.createScanner(PATTERNS)
    expect(compiled()).toBe(2)
  })

  it('renders every line as scanners of its own do, with fewer compiled', async () => {
    const code: Record<string, string> = {
      ts: "import { ref } from 'vue'\nexport const n = ref<number>(1) // one\nconst s = `a ${n.value}`",
      vue: '<script setup lang="ts">\nimport { ref } from \'vue\'\nconst n = ref<number>(1)\n</script>\n<template>\n  <p :title="`a ${n}`">{{ n + 1 }}</p>\n</template>\n<style scoped>\np { color: red }\n</style>',
      bash: 'cat <<EOF > a.txt\nnpm i aster\nEOF\ncat <<END\n$HOME\nEND',
    }
    const html: string[][] = []
    const counts: number[] = []
    for (const share of [false, true]) {
      const { engine, compiled } = await countingEngine()
      const highlighter = await createHighlighterCore({
        themes: [import('shiki/themes/github-light.mjs'), import('shiki/themes/github-dark.mjs')],
        langs: [],
        engine: share ? sharedScanners(engine) : engine,
      })
      await loadCodeLanguages(highlighter, Object.keys(code))
      html.push(
        Object.entries(code).map(([lang, text]) =>
          dualThemeHtml(highlighter, text, {
            lang,
            themes: CODE_THEMES,
            highlighted: new Set(),
            highlightedClass: 'highlighted',
          })
        )
      )
      counts.push(compiled())
    }
    expect(html[1]).toEqual(html[0])
    expect(counts[1]).toBeLessThan(counts[0]!)
  })

  it("is the build highlighter's engine", async () => {
    const before = scannerStats.shared
    await highlightLocally([
      { key: 'shared-ts', lang: 'typescript', code: 'const a = (1 + 2) * 3' },
      {
        key: 'shared-vue',
        lang: 'vue',
        code: '<script setup lang="ts">\nconst a = (1 + 2) * 3\n</script>',
      },
    ])
    expect(scannerStats.shared).toBeGreaterThan(before)
  })
})

import { resolve } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { createGenerator } from '@unocss/core'
import { interfaceIconClasses } from './icon-sheets'
import { readCssSources } from './generate'
import unoConfig from './uno.config'

const ROOT = resolve(import.meta.dirname, '../..')

// its own file: @iconify/utils keeps the sets it read for the whole process
describe('the icons of the UnoCSS config', () => {
  it('read each icon set once, however many of its icons are generated at a time', async () => {
    const { texts } = await readCssSources(ROOT)
    const icons = interfaceIconClasses(texts)
    expect(icons.length).toBeGreaterThan(50)
    const generator = await createGenerator(unoConfig)
    const parse = vi.spyOn(JSON, 'parse')
    const { css } = await generator.generate(new Set(icons), { preflights: false })
    // each set's icons.json, and the few package.json files resolving them reads
    const sets = parse.mock.calls.filter(([text]) => String(text).length > 100_000)
    parse.mockRestore()
    expect(sets.length).toBeLessThanOrEqual(3)
    for (const icon of icons.slice(0, 5)) expect(css).toContain(`.${icon}{`)
  })
})

import { describe, expect, it } from 'vitest'
import { createGenerator } from '@unocss/core'
import unoConfig from './uno.config'
import { splitIconCss } from './icon-css'

async function generate(classes: string): Promise<string> {
  const generator = await createGenerator(unoConfig)
  return (await generator.generate(classes, { preflights: false, minify: true })).css
}

describe('splitIconCss', () => {
  it('moves every icon image to the icon sheet and keeps the layout in the main sheet', async () => {
    const css = await generate('i-lucide-rocket i-lucide-house i-logos-github-icon size-4')
    const { main, icons } = splitIconCss(css)
    expect(main).not.toContain('data:image/svg')
    expect(main).toContain('.size-4{')
    // the two mask icons share one layout rule, named by their set's class prefix; the logo
    // keeps its coloured background's layout
    expect(main).toContain('[class^="i-lucide-"],[class*=" i-lucide-"]{--un-icon:linear-gradient')
    expect(main).not.toContain('.i-lucide-house')
    expect(main).toContain('[class*=" i-logos-"]{background-repeat:no-repeat;')
    expect(icons).toMatch(/^\.i-lucide-rocket\{--un-icon:url\("data:image\/svg\+xml/m)
    expect(icons).toMatch(/^\.i-logos-github-icon\{background-image:url\("data:image\/svg/m)
    expect(icons.split('\n').filter(Boolean)).toHaveLength(3)
  })

  it('keeps the icon layout before the utilities, so a size class beside an icon still wins', async () => {
    const { main } = splitIconCss(await generate('i-lucide-rocket size-4'))
    expect(main.indexOf('[class^="i-lucide-"]')).toBeLessThan(main.indexOf('.size-4{'))
  })

  it('keeps the class list of a set whose icons differ in layout', async () => {
    const { main } = splitIconCss(await generate('i-logos-github-icon i-logos-vue i-lucide-rocket'))
    expect(main).toMatch(/\.i-logos-github-icon\{background-repeat:no-repeat;/)
    expect(main).not.toContain('i-logos-"]')
  })

  it('leaves CSS without icons as it was', async () => {
    const css = await generate('size-4 text-slate-500')
    expect(splitIconCss(css)).toEqual({ main: css, icons: '\n' })
  })
})

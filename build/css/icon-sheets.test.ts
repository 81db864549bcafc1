import { describe, expect, it } from 'vitest'
import { ROUTE_ICON_COLLECTIONS, splitIconSheets } from './icon-sheets'

const SHEET = [
  '.i-lucide-menu{--un-icon:url("data:image/svg+xml;utf8,menu")}',
  '.i-lucide-rocket{--un-icon:url("data:image/svg+xml;utf8,rocket")}',
  '.i-logos-vue{background-image:url("data:image/svg+xml;utf8,vue")}',
  '',
].join('\n')

describe('splitIconSheets', () => {
  it('gives each route kind the interface icons plus its own collections’ icons', () => {
    const sheets = splitIconSheets(SHEET, ['i-lucide-menu'], {
      docsv4: ['i-lucide-rocket'],
      modules: ['i-logos-vue'],
    })
    expect([...sheets.keys()].sort()).toEqual(Object.keys(ROUTE_ICON_COLLECTIONS).sort())
    expect(sheets.get('docs')).toBe(`${SHEET.split('\n').slice(0, 2).join('\n')}\n`)
    expect(sheets.get('modules')).toContain('.i-logos-vue{')
    expect(sheets.get('modules')).not.toContain('rocket')
    expect(sheets.get('blog')).toBe(`${SHEET.split('\n')[0]}\n`)
  })

  it('never names an icon the whole sheet does not hold', () => {
    const sheets = splitIconSheets(SHEET, ['i-lucide-missing'], {})
    expect(sheets.get('docs')).toBe('\n')
  })
})

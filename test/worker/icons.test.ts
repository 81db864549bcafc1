import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { MAX_ICONS } from '../../src/shared/icons/icon-query'

interface IconAnswer {
  sets: {
    prefix: string
    width?: number
    icons: Record<string, { body: string }>
    not_found?: string[]
  }[]
  not_found: string[]
}

const icons = (query: string) => SELF.fetch(`http://localhost/api/_aster_icon?${query}`)

describe('GET /api/_aster_icon', () => {
  it('answers iconify JSON per set from the bundled sets, immutable', async () => {
    const response = await icons('icons=lucide:house,logos:github-icon,simple-icons:github')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const answer = (await response.json()) as IconAnswer
    expect(answer.not_found).toEqual([])
    const lucide = answer.sets.find((set) => set.prefix === 'lucide')!
    expect(lucide.width).toBe(24)
    expect(lucide.icons.house!.body).toContain('<path')
    expect(answer.sets.map((set) => set.prefix).sort()).toEqual(['logos', 'lucide', 'simple-icons'])
  })

  it('lists unknown names and unknown sets, and does not cache that answer for ever', async () => {
    const response = await icons('icons=lucide:no-such-icon-here,nope:house,lucide:house')
    expect(response.status).toBe(200)
    const answer = (await response.json()) as IconAnswer
    expect(answer.not_found.sort()).toEqual(['lucide:no-such-icon-here', 'nope:house'])
    expect(answer.sets[0]!.not_found).toEqual(['no-such-icon-here'])
    expect(answer.sets[0]!.icons.house).toBeDefined()
    expect(response.headers.get('cache-control')).toBe('public, max-age=60')
  })

  it('answers 404 JSON, kept a minute, when no name is known (a prototype name neither)', async () => {
    for (const query of [
      'icons=lucide:no-such-icon-here',
      'icons=constructor:x',
      'icons=lucide:constructor',
    ]) {
      const response = await icons(query)
      expect(response.status, query).toBe(404)
      expect(response.headers.get('cache-control'), query).toBe('public, max-age=60')
      const answer = (await response.json()) as IconAnswer & { error: string }
      expect(answer.not_found, query).toEqual([query.slice('icons='.length)])
      expect(answer.error, query).toMatch(/^no such icon: /)
    }
  })

  it('resolves an alias to a full icon', async () => {
    // lucide keeps renamed icons as aliases of the new name
    const answer = (await (await icons('icons=lucide:home')).json()) as IconAnswer
    expect(answer.not_found).toEqual([])
    expect(answer.sets[0]!.icons.home!.body).toContain('<')
  })

  it(`refuses more than ${MAX_ICONS} names, bad names and a missing query with a 400`, async () => {
    const many = Array.from({ length: MAX_ICONS + 1 }, (_, n) => `lucide:icon-${n}`).join(',')
    const cases = [
      `icons=${many}`,
      'icons=Lucide:House',
      'icons=lucide',
      'icons=lucide:a/b',
      '',
      'icons=',
    ]
    for (const query of cases) {
      const response = await icons(query)
      expect(response.status, query).toBe(400)
      expect(((await response.json()) as { error: string }).error, query).toMatch(/icons/)
    }
    const fifty = Array.from({ length: MAX_ICONS }, (_, n) => `lucide:icon-${n}`).join(',')
    // accepted (unknown, so a 404 listing them): not refused as too many
    const accepted = await icons(`icons=${fifty}`)
    expect(accepted.status).toBe(404)
    expect(((await accepted.json()) as IconAnswer).not_found).toHaveLength(MAX_ICONS)
  })
})

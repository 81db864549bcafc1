import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { en } from '../../shared/i18n/en'
import type { HeaderLabelKey } from '../../shared/navigation/header-links'
import { MAX_QUERY_LENGTH } from '../../shared/search/text'
import { PALETTE_LABEL_KEYS, type PaletteLabels } from './palette-items'
import { SearchDialog } from './SearchDialog'

// a limit no literal in the dialog could match by chance
vi.mock('../../shared/search/text', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  MAX_QUERY_LENGTH: 37,
}))

const labels = Object.fromEntries(
  Object.entries(PALETTE_LABEL_KEYS).map(([name, key]) => [name, en[key]])
) as PaletteLabels
const menuLabels = new Proxy({}, { get: (_, key: string) => en[key as HeaderLabelKey] }) as Record<
  HeaderLabelKey,
  string
>

describe('SearchDialog', () => {
  it('limits the search field to the MAX_QUERY_LENGTH the API accepts', () => {
    const html = renderToStaticMarkup(
      <SearchDialog
        labels={labels}
        menuLabels={menuLabels}
        version={4}
        limit={42}
        askAi={async () => false}
        onClose={() => {}}
      />
    )
    expect(MAX_QUERY_LENGTH).toBe(37)
    expect(html.match(/<input[^>]*data-search-input[^>]*>/)?.[0]).toMatch(/ maxLength="37"/i)
  })
})

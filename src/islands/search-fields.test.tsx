import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { DIRECTORY_LABEL_KEYS } from '../components/modules/labels'
import { PALETTE_LABEL_KEYS } from '../components/search/palette-items'
import { SearchDialog } from '../components/search/SearchDialog'
import { en } from '../shared/i18n/en'
import { pickMessages } from '../shared/i18n/pick'
import { MAX_QUERY_LENGTH as MODULES_LIMIT } from '../shared/modules/filter'
import { MAX_QUERY_LENGTH as SEARCH_LIMIT } from '../shared/search/text'
import ModulesDirectory from './ModulesDirectory'

// limits no literal in the components could match by chance, one per shared constant
vi.mock('../shared/search/text', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  MAX_QUERY_LENGTH: 37,
}))
vi.mock('../shared/modules/filter', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  MAX_QUERY_LENGTH: 38,
}))

describe('search fields take their maxLength from the shared MAX_QUERY_LENGTH', () => {
  it.each([
    {
      field: 'the palette (what /api/search accepts)',
      input: 'data-search-input',
      limit: SEARCH_LIMIT,
      html: () =>
        renderToStaticMarkup(
          <SearchDialog
            labels={pickMessages(en, PALETTE_LABEL_KEYS)}
            version={4}
            limit={42}
            askAi={async () => false}
            onClose={() => {}}
          />
        ),
    },
    {
      field: 'the modules directory',
      input: 'data-modules-search',
      limit: MODULES_LIMIT,
      html: () =>
        renderToStaticMarkup(
          <ModulesDirectory
            locale="en"
            labels={pickMessages(en, DIRECTORY_LABEL_KEYS)}
            categories={[]}
            query={{ q: '' }}
            page={1}
            modules={[]}
            total={0}
            now={0}
          />
        ),
    },
  ])('$field', ({ input, limit, html }) => {
    expect([SEARCH_LIMIT, MODULES_LIMIT]).toEqual([37, 38])
    const tag = html().match(new RegExp(`<input[^>]*${input}[^>]*>`))?.[0]
    expect(tag).toMatch(new RegExp(` maxLength="${limit}"`, 'i'))
  })
})

import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { pickDirectoryLabels } from '../components/modules/labels'
import { getMessages } from '../shared/i18n'
import { MAX_QUERY_LENGTH } from '../shared/modules/filter'
import ModulesDirectory from './ModulesDirectory'

// a limit no literal in the island could match by chance
vi.mock('../shared/modules/filter', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  MAX_QUERY_LENGTH: 37,
}))

describe('ModulesDirectory', () => {
  it('limits the search box to the shared MAX_QUERY_LENGTH', () => {
    const html = renderToStaticMarkup(
      <ModulesDirectory
        locale="en"
        labels={pickDirectoryLabels(getMessages('en'))}
        categories={[]}
        query={{ q: '' }}
        page={1}
        modules={[]}
        total={0}
        now={0}
      />
    )
    expect(MAX_QUERY_LENGTH).toBe(37)
    const input = html.match(/<input[^>]*data-modules-search[^>]*>/)?.[0]
    expect(input).toMatch(/ maxLength="37"/i)
  })
})

import { describe, expect, it } from 'vitest'
import { feedbackFilterQuery, parseFeedbackFilter } from './analytics'
import { createFeedbackSchema, checkFeedbackVote, feedbackCollectionOf } from './schema'

const schema = createFeedbackSchema({
  path: 'path',
  rating: 'rating',
  comment: 'comment',
  body: 'body',
})

describe('feedback schema', () => {
  it('takes feedback on docs versions and blog posts only', () => {
    expect(feedbackCollectionOf('/docs/4.x/guide/routing')).toBe('docsv4')
    expect(feedbackCollectionOf('/docs/3.x/getting-started/introduction')).toBe('docsv3')
    expect(feedbackCollectionOf('/blog/aster-4-1')).toBe('blog')
    for (const path of ['/blog', '/blog/', '/docs/4.xyz/a', '/docs/guide', '/modules', 'blog/x']) {
      expect(feedbackCollectionOf(path), path).toBeUndefined()
    }
  })

  it('normalises a vote and names the first problem', () => {
    expect(checkFeedbackVote(schema, { path: '/blog/a', rating: 'good', comment: ' ok ' })).toEqual(
      {
        ok: true,
        value: { path: '/blog/a', rating: 'good', comment: 'ok' },
      }
    )
    expect(checkFeedbackVote(schema, { path: '/blog/a', rating: 'good' })).toMatchObject({
      ok: true,
      value: { comment: '' },
    })
    expect(checkFeedbackVote(schema, { path: '/blog/a', rating: 'meh' })).toEqual({
      ok: false,
      message: 'rating',
    })
    const long = { path: '/blog/a', rating: 'good', comment: 'x'.repeat(1001) }
    expect(checkFeedbackVote(schema, long)).toEqual({ ok: false, message: 'comment' })
    expect(checkFeedbackVote(schema, [])).toEqual({ ok: false, message: 'body' })
  })
})

describe('feedback filters', () => {
  it('falls back to the defaults and writes only what differs from them', () => {
    const defaults = parseFeedbackFilter(new URLSearchParams('period=x&collection=<b>&sort=up'))
    expect(defaults).toEqual({ collection: 'all', period: '30', rating: 'all', sort: 'score' })
    expect(feedbackFilterQuery(defaults)).toBe('')
    const query = 'collection=blog&period=all&rating=poor&sort=votes'
    expect(feedbackFilterQuery(parseFeedbackFilter(new URLSearchParams(query)))).toBe(`?${query}`)
  })
})

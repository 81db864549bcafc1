/**
 * The palette's groups before typing, in English (any docs version): 'Ask AI', then the header
 * menus. One expectation for the unit test (../palette-items.test.ts) and the browser test
 * (test/browser/search.test.ts).
 */
export const IDLE_GROUP_LABELS_EN = [
  'Ask AI',
  'Docs',
  'Integrations',
  'Resources',
  'Enterprise',
  'Blog',
]

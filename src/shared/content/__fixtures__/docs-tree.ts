import type { NavigationItem } from '../navigation'

/**
 * A small docs navigation tree for tests: 'Get Started' with one page, 'Guide' with two folders
 * of one page each. Consumers: src/components/docs/DocsNavTree.test.tsx (the Guide's folders),
 * src/shared/docs/navigation.test.ts.
 */
export const DOCS_TREE: NavigationItem[] = [
  {
    title: 'Get Started',
    path: '/docs/4.x/getting-started',
    children: [{ title: 'Intro', path: '/docs/4.x/getting-started/intro' }],
  },
  {
    title: 'Guide',
    path: '/docs/4.x/guide',
    children: [
      {
        title: 'Concepts',
        path: '/docs/4.x/guide/concepts',
        children: [{ title: 'Rendering', path: '/docs/4.x/guide/concepts/rendering' }],
      },
      {
        title: 'Recipes',
        path: '/docs/4.x/guide/recipes',
        children: [{ title: 'Auth', path: '/docs/4.x/guide/recipes/auth' }],
      },
    ],
  },
]

import { describe, expect, it } from 'vitest'
import type { NavigationItem } from '../content/navigation'
import { findFolder, findTrail, flattenPages } from './navigation'
import { folderOf, indexNavigation, itemsHolding, trailOf } from './navigation-index'

/** A seeded tree with deep folders, long levels, a repeated path and a folder-page path clash. */
function seededTree(seed: number, size: number): NavigationItem[] {
  let state = seed
  const next = (n: number) => {
    state = (state * 1103515245 + 12345) % 2 ** 31
    return state % n
  }
  let made = 0
  const level = (path: string, depth: number): NavigationItem[] => {
    const items: NavigationItem[] = []
    const count = depth === 0 ? 4 : 1 + next(depth > 2 ? 6 : 40)
    for (let n = 0; n < count && made < size; n++) {
      const child = `${path}/${depth}-${n}`
      if (depth < 4 && next(3) === 0) {
        items.push({ title: child, path: child, children: level(child, depth + 1) })
      } else {
        made++
        items.push({ title: child, path: next(50) === 0 ? path : child })
      }
    }
    return items
  }
  return level('/docs/4.x', 0)
}

/** Every path a request may ask for: each item's, plus unknown ones below and beside them. */
function askedPaths(tree: NavigationItem[]): string[] {
  const paths = new Set<string>(['/docs/4.x', '/docs/4.x/nowhere', '/elsewhere'])
  const walk = (items: NavigationItem[]) => {
    for (const item of items) {
      paths.add(item.path).add(`${item.path}/hidden`).add(`${item.path}-sibling`)
      if (item.children) walk(item.children)
    }
  }
  walk(tree)
  return [...paths]
}

/** Every item of a tree, depth first. */
const everyItem = (items: NavigationItem[]): NavigationItem[] =>
  items.flatMap((item) => [item, ...everyItem(item.children ?? [])])

/**
 * What the aside counts as holding a page: an item whose path, or a descendant's, is the page's
 * path or a parent path of it (the paths under each item listed once per tree).
 */
function holdsOf(tree: NavigationItem[]): (item: NavigationItem, path: string) => boolean {
  const under = new Map(
    everyItem(tree).map((item) => [item, everyItem([item]).map((each) => each.path)])
  )
  return (item, path) =>
    under.get(item)!.some((each) => each === path || path.startsWith(`${each}/`))
}

describe('the navigation index', () => {
  for (const seed of [1, 2, 3, 7, 42]) {
    it(`answers as the walking helpers do on seeded tree ${seed}`, () => {
      const tree = seededTree(seed, 600)
      const index = indexNavigation(tree)
      expect(index.pages).toEqual(flattenPages(tree))
      const holds = holdsOf(tree)
      const items = everyItem(tree)
      for (const path of askedPaths(tree)) {
        expect(trailOf(index, path)).toEqual(findTrail(tree, path))
        expect(folderOf(index, path)).toBe(findFolder(tree, path))
        expect(index.pageAt.get(path) ?? -1).toBe(
          flattenPages(tree).findIndex((item) => item.path === path)
        )
        const held = itemsHolding(index, path)
        expect(items.filter((item) => held.has(item))).toEqual(
          items.filter((item) => holds(item, path))
        )
      }
    })
  }

  it('is built once per tree object', () => {
    const tree = seededTree(5, 100)
    expect(indexNavigation(tree)).toBe(indexNavigation(tree))
    expect(indexNavigation(JSON.parse(JSON.stringify(tree)) as NavigationItem[])).not.toBe(
      indexNavigation(tree)
    )
  })
})

import { describe, expect, it } from 'vitest'
import type { NavigationItem } from '../content/navigation'
import { indexNavigation, itemsHolding } from './navigation-index'
import {
  buildSidebarTree as buildTree,
  listSidebarLevel,
  SIDEBAR_LEVEL_LIMIT,
  SIDEBAR_WINDOW,
  type SidebarGroup,
} from './sidebar-tree'

const ROOT = '/docs/4.x/big'
/** The aside of a section as the docs loader builds it: with the items that hold the page. */
const buildSidebarTree = (items: NavigationItem[], path: string, folder: string) =>
  buildTree(items, path, folder, itemsHolding(indexNavigation(items), path))
/** A section of `groups` folders of `pages` pages each. */
const section = (groups: number, pages: number): NavigationItem[] =>
  Array.from({ length: groups }, (_, g) => ({
    title: `Group ${g}`,
    path: `${ROOT}/g${g}`,
    children: Array.from({ length: pages }, (_, p) => ({
      title: `Page ${g}.${p}`,
      path: `${ROOT}/g${g}/p${p}`,
    })),
  }))

describe('buildSidebarTree', () => {
  it('keeps the same size (but a digit) however many groups the section holds', () => {
    const size = (groups: number) =>
      JSON.stringify(buildSidebarTree(section(groups, 20), `${ROOT}/g5/p3`, ROOT)).length
    // only the show-all count's digits differ
    expect(size(400) - size(40)).toBe(1)
  })
  it('opens the group of the page, collapses the others with their first page and count', () => {
    const tree = buildSidebarTree(section(3, 4), `${ROOT}/g1/p2`, ROOT) as SidebarGroup[]
    expect(tree.map((group) => Boolean(group.items))).toEqual([false, true, false])
    expect(tree[0]!.collapsed).toEqual({ first: `${ROOT}/g0/p0`, count: 4 })
    expect(tree[1]!.items).toHaveLength(4)
  })
  it('cuts a long level to a window holding the current item, then a show-all entry', () => {
    const tree = buildSidebarTree(section(100, 2), `${ROOT}/g70/p1`, ROOT)
    expect(tree).toHaveLength(SIDEBAR_WINDOW + 1)
    expect(tree.some((node) => node.path === `${ROOT}/g70`)).toBe(true)
    expect(tree.at(-1)).toEqual({ kind: 'more', path: ROOT, total: 100 })
    expect(buildSidebarTree(section(SIDEBAR_LEVEL_LIMIT, 2), `${ROOT}/g0/p0`, ROOT)).toHaveLength(
      SIDEBAR_LEVEL_LIMIT
    )
  })
})

describe('listSidebarLevel', () => {
  it('lists every item of a level with its groups collapsed', () => {
    const level = listSidebarLevel(section(100, 2))
    expect(level).toHaveLength(100)
    expect(level.every((node) => node.kind === 'group' && node.collapsed)).toBe(true)
  })
})

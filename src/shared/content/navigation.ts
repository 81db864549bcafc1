/** A navigation tree node (spec 3 "Navigation item"), built at build time, read by the sidebar. */
export interface NavigationItem {
  title: string
  path: string
  icon?: string
  children?: NavigationItem[]
  badge?: string
  target?: '_blank'
  disabled?: boolean
  defaultOpen?: boolean
  /** Title template for the pages below a folder, `%s` is the page title (from `.navigation.yml`). */
  titleTemplate?: string
}

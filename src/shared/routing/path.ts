/**
 * True when `path` is `prefix` or lies below it (`/docs/4.x` and `/docs/4.x/guide` are under
 * `/docs/4.x`; `/docs/4.xyz` is not). The one prefix test of the routing, docs, search and
 * navigation code.
 */
export function isPathUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`)
}

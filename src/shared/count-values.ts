/**
 * Each distinct value with how many items have it, most first, then by name. Consumers: the
 * category and tag counts of the blog list and the hosting categories (worker/pages).
 */
export function countValues(values: readonly string[]): { name: string; count: number }[] {
  const counts = new Map<string, number>()
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1)
  return [...counts]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
}

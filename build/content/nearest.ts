/**
 * The known name closest to `name` (Levenshtein distance, case-insensitive), for fix-it hints
 * such as `did you mean "code-group"?`; undefined when nothing is within a third of its length
 * (at least 2 edits). Linear memory, `name` is capped at 64 characters.
 */
export function nearestName(name: string, known: Iterable<string>): string | undefined {
  const target = name.toLowerCase().slice(0, 64)
  let best: string | undefined
  let bestDistance = Math.max(2, Math.ceil(target.length / 3)) + 1
  for (const candidate of known) {
    const distance = editDistance(target, candidate.toLowerCase().slice(0, 64))
    if (distance < bestDistance) {
      best = candidate
      bestDistance = distance
    }
  }
  return best
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
    }
    previous = current
  }
  return previous[b.length]!
}

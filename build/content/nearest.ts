import { editDistance } from '../../src/shared/edit-distance'

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

/** A helper beside the components: files starting with `_` are not components. */
export function toneLabel(tone: string): string {
  return tone.toUpperCase()
}

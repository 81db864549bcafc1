/**
 * The asset name of part `part` of a collection's public dump (`sql_dump.txt`): part 0 is
 * `<collection>.<hash>.txt` (as a single dump always was), then `<collection>.<hash>.1.txt`, …
 * Consumers: the build (writes the parts) and worker/api/content.ts (streams them).
 */
export function dumpPartName(collection: string, hash: string, part: number): string {
  return part === 0 ? `${collection}.${hash}.txt` : `${collection}.${hash}.${part}.txt`
}

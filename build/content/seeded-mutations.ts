/**
 * Seeded mutations of sample texts, for the tests that compare a fast reader with the library it
 * stands in for (markdown/fast/fast-parse.test.ts, simple-yaml.test.ts): each of `rounds` texts
 * is one of `texts` with up to `edits` random edits, each inserting one of `pieces` or cutting up
 * to `cut` characters. The same seed gives the same texts on every run.
 */
export function* seededMutations(
  texts: readonly string[],
  pieces: readonly string[],
  { seed, rounds, edits, cut }: { seed: number; rounds: number; edits: number; cut: number }
): Generator<string> {
  let state = seed
  const random = (n: number) => (state = (state * 1103515245 + 12345) % 2147483648) % n
  for (let round = 0; round < rounds; round++) {
    let text = texts[random(texts.length)]!
    for (let edit = 1 + random(edits); edit > 0; edit--) {
      const at = random(text.length + 1)
      text = random(2)
        ? text.slice(0, at) + pieces[random(pieces.length)] + text.slice(at)
        : text.slice(0, at) + text.slice(at + 1 + random(cut))
    }
    yield text
  }
}

/**
 * Pieces every seeded comparison mixes in: Unicode spaces (alone on a line too: blank to `trim()`,
 * text to CommonMark) and ASCII control characters (inside a link destination too: CommonMark
 * ends a destination there). The fast parser once read both differently from micromark.
 */
export const UNICODE_SPACE_AND_CONTROL_PIECES: readonly string[] = [
  '\u00a0',
  '\u2003',
  '\u3000',
  '\n\u00a0\n',
  '\n\u3000 \u2003\n',
  '\u0001',
  '\u001f',
  '\u007f',
  '(/a\u0001b)',
]

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
  const random = seededRandom(seed)
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

/**
 * Seeded texts of `rounds` short documents, each 1 to `most` of `lines` picked at random and
 * joined (with a final line ending half the time): the edge cases of line-based constructs
 * (list item indentation, lazy lines, block quote prefixes, blank lines between items) meet far
 * more often than in mutated pages.
 */
export function* seededLineMixes(
  lines: readonly string[],
  { seed, rounds, most }: { seed: number; rounds: number; most: number }
): Generator<string> {
  const random = seededRandom(seed)
  for (let round = 0; round < rounds; round++) {
    const picked = Array.from({ length: 1 + random(most) }, () => lines[random(lines.length)]!)
    yield picked.join('\n') + (random(2) ? '\n' : '')
  }
}

/** A seeded random integer below `n`, each call the next. */
function seededRandom(seed: number): (n: number) => number {
  // xorshift32, scaled from its high bits: the linear congruential generator used before gave
  // `% 2` in strict alternation (its low bit), so few rounds ever inserted a piece
  let state = seed >>> 0 || 1
  return (n: number) => {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    state >>>= 0
    return Math.floor((state / 4294967296) * n)
  }
}

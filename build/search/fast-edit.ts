import { switchOn } from '../env-switch'

/**
 * The search step's fast path for an edit (content/fast-paths.ts has the content step's): the
 * postings state written as the lists that changed since its base (value-memo.ts), and the
 * display values and term shards whose docs and terms did not change taken from the last build
 * by what it noted of them, not read or encoded again (index.ts). `SEARCH_FAST_EDIT=0` turns it
 * off: every state is written whole and every value made again (the memo still saves the gzip),
 * the output the same files either way (incremental-index.test.ts compares both with a cold
 * build). Not part of the search step's key: both ways write the same files.
 */
export function searchFastEdit(): boolean {
  return switchOn('SEARCH_FAST_EDIT')
}

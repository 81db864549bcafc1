/**
 * Thrown inside the guard (tokenizer, scan, parser) to stop at the first problem;
 * `checkContentQuery` turns it into `{ ok: false, message }`. Never escapes the guard.
 */
export class QueryRejection extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'QueryRejection'
  }
}

import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/*
 * The content rows of the build the browser tests run against, read as the deploy would run
 * them: dist/content/<collection>.json is a collection's SQL statements (build/content), one per
 * entry. content-pages.ts picks the pages a test uses from them.
 */

/** The values of one `INSERT INTO "<table>" (cols) VALUES (...)` statement, by column. */
export function insertValues(statement: string): Record<string, string | null> | undefined {
  const head = /^INSERT (?:OR REPLACE )?INTO "[^"]+" \(([^)]*)\) VALUES \(/.exec(statement)
  if (!head) return undefined
  const columns = head[1]!.split(', ').map((column) => column.slice(1, -1))
  const values: (string | null)[] = []
  let at = head[0].length
  while (values.length < columns.length) {
    if (statement.startsWith('NULL', at)) {
      values.push(null)
      at += 4
    } else if (statement[at] === "'") {
      // a quote ends the literal unless doubled ('' is one quote inside it)
      let end = statement.indexOf("'", at + 1)
      while (statement[end + 1] === "'") end = statement.indexOf("'", end + 2)
      values.push(statement.slice(at + 1, end).replaceAll("''", "'"))
      at = end + 1
    } else {
      const number = /^-?[\d.]+/.exec(statement.slice(at))![0]
      values.push(number)
      at += number.length
    }
    at += 2 // ', ' or ');'
  }
  return Object.fromEntries(columns.map((column, i) => [column, values[i]!]))
}

/** The statements of a collection's content SQL in dist/ (`content/<collection>.json`). */
export const statementsOf = (collection: string): string[] =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, `../../dist/content/${collection}.json`), 'utf8')
  )

/**
 * CSV for the admin exports (RFC 4180: every field quoted, quotes doubled, CRLF rows). A field
 * starting with `=`, `+`, `-`, `@`, tab or CR gets a leading `'` so a spreadsheet never runs it
 * as a formula (CSV injection). Consumers: worker/api/admin.ts (subscriber and feedback exports).
 */
export function toCsv(rows: readonly (readonly unknown[])[]): string {
  return rows.map((row) => row.map(toField).join(',')).join('\r\n') + '\r\n'
}

function toField(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return `"${text.replace(/"/g, '""')}"`
}

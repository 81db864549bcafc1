import type { ReactNode } from 'react'
import { TABLE } from './format'

/** One column: its heading, its cell per row, extra classes for its cells, numbers on the right. */
export interface AdminColumn<Row> {
  label: ReactNode
  cell: (row: Row) => ReactNode
  className?: string
  numeric?: boolean
}

/**
 * The table of every admin list (feedback, contact requests, subscribers, outbox, builds): the
 * `empty` message when there are no rows, otherwise a scrolling table with one look everywhere. `rowProps`
 * adds attributes to a row (`data-*` markers the tests read).
 */
export function AdminTable<Row>({
  rows,
  columns,
  rowKey,
  empty,
  rowProps,
  caption,
}: {
  rows: readonly Row[]
  columns: readonly AdminColumn<Row>[]
  rowKey: (row: Row) => string | number
  empty?: string
  rowProps?: (row: Row) => Record<`data-${string}`, string | number>
  caption?: string
}) {
  if (rows.length === 0 && empty)
    return <p className="text-slate-500 dark:text-slate-400">{empty}</p>
  return (
    <div className={TABLE.wrap}>
      <table className={TABLE.table}>
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead className={TABLE.head}>
          <tr>
            {columns.map((column, index) => (
              <th
                key={index}
                scope="col"
                className={`${TABLE.cell} ${column.numeric ? 'text-right' : ''}`}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={TABLE.row} {...rowProps?.(row)}>
              {columns.map((column, index) => (
                <td
                  key={index}
                  className={`${TABLE.cell} ${column.numeric ? 'text-right font-mono' : ''} ${column.className ?? ''}`}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

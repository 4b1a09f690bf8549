export interface StackTableRow {
  /** The row's header, e.g. a date or "Personality type". */
  label: string;
  /** One value per column. */
  cells: readonly (string | number)[];
}

interface StackTableProps {
  /** Names the table for assistive technology. */
  caption: string;
  /** The header over the row labels ("Date"); empty where the rows name themselves. */
  corner: string;
  columns: readonly string[];
  rows: readonly StackTableRow[];
}

/**
 * A table that fits any width: in a narrow container each row becomes a block, its header on
 * top and each value beside its column's name (docs/decisions/0037-history-on-narrow-screens.md).
 * The column names drawn beside the values come from `data-label` and are hidden from
 * assistive technology, which already announces each cell's column header.
 */
export function StackTable({ caption, corner, columns, rows }: StackTableProps) {
  return (
    <div className="stack-table-frame">
      <table className="stack-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {corner ? <th scope="col">{corner}</th> : <td />}
            {columns.map((column, i) => (
              <th scope="col" key={i}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={`${row.label}-${i}`}>
              <th scope="row">{row.label}</th>
              {columns.map((column, c) => (
                <td key={c} data-label={column}>
                  {row.cells[c]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

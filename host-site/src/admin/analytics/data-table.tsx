// A chart's figures as a table: what screen readers read, and what anyone can check the chart against.
import type { ChartTable } from '@funil/core/analytics';
import { formatCell } from '../admin-format.ts';

export function DataTable({ table, caption }: { table: ChartTable; caption?: string }) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table data-table">
        {caption && <caption>{caption}</caption>}
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column.label} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity beyond their order
            <tr key={i}>
              {row.map((cell, j) => {
                const column = table.columns[j];
                const text = formatCell(cell, column?.format ?? 'text');
                return j === 0 ? (
                  <th key={column?.label} scope="row">
                    {text}
                  </th>
                ) : (
                  <td key={column?.label}>{text}</td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import type { Header } from '@courier/core';

/** The Headers tab, in the server's order, duplicates kept. */
export function HeadersView({
  headers,
  emptyText = 'No response headers',
}: {
  headers: readonly Header[];
  emptyText?: string;
}) {
  if (headers.length === 0) return <p className="empty-state">{emptyText}</p>;
  return (
    <table className="headers-table">
      <tbody>
        {headers.map((header, index) => (
          <tr key={`${header.name}-${index}`}>
            <th scope="row" className="mono">
              {header.name}
            </th>
            <td className="mono">{header.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

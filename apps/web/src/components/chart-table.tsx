import { Table, VisuallyHidden } from '@mantine/core';

interface ChartTableProps {
  caption: string;
  columns: string[];
  rows: { key: string; cells: string[] }[];
}

/** A chart's text alternative: the same numbers as a table that screen readers reach. */
export function ChartTable({ caption, columns, rows }: ChartTableProps) {
  return (
    <VisuallyHidden>
      <Table>
        <caption>{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column} scope="col">
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              {row.cells.map((cell, index) =>
                index === 0 ? (
                  <Table.Th key={index} scope="row">
                    {cell}
                  </Table.Th>
                ) : (
                  <Table.Td key={index}>{cell}</Table.Td>
                ),
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </VisuallyHidden>
  );
}

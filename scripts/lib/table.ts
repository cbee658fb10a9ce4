/** The evaluation scripts' output: percentages and a Markdown table to paste into docs. */
export const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

export function printTable(header: string[], rows: string[][]): void {
  const all = [header, ...rows];
  const widths = header.map((_, column) => Math.max(...all.map((cells) => (cells[column] ?? "").length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(" | ")} |`;
  console.log(line(header));
  console.log(`|${widths.map((width) => "-".repeat(width + 2)).join("|")}|`);
  for (const cells of rows) console.log(line(cells));
}

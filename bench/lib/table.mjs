/** Prints figure rows under a header, the value column right-aligned, the others left-aligned. */
export function printTable(rows, header = ['figure', 'value', 'goal', 'ok?', 'load']) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const format = (cells) =>
    cells
      .map((c, i) => (i === 1 ? c.padStart(widths[i]) : c.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  console.log('');
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(format(row));
  console.log('');
}

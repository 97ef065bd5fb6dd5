/**
 * One CSV cell: quoted when it holds a separator, quote or line break. A leading = + - @
 * is defused with a quote mark, so a spreadsheet shows text from the API as text instead
 * of running it as a formula.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows to CSV text (RFC 4180 line breaks). */
export function toCsv(rows: readonly (readonly (string | number | boolean | null | undefined)[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Offers text as a file download without a server round trip. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  // The byte order mark lets spreadsheet programs read UTF-8 names (æ, ø, é) correctly.
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

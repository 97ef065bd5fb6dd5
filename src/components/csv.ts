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
  // The byte order mark lets spreadsheet programs read UTF-8 names (æ, ø, é) correctly; JSON readers refuse it.
  const url = URL.createObjectURL(new Blob(type.startsWith('text/csv') ? ['\uFEFF', text] : [text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * CSV text to rows (RFC 4180: quoted cells may hold separators, quotes and line breaks; a
 * leading byte order mark is dropped). A separator of ';' is accepted when the first line has
 * no ',' and has ';' (spreadsheets in many locales save so). The quote mark toCsv puts before
 * text that looks like a formula is taken off again, so a file read back says what was written.
 */
export function parseCsv(text: string): string[][] {
  return parseCsvLines(text).map((row) => row.cells);
}

/** parseCsv's rows, each with the line of the file it starts on (from 1): a quoted cell may span lines. */
export function parseCsvLines(text: string): { line: number; cells: string[] }[] {
  const source = text.replace(/^\uFEFF/, '');
  const firstLine = source.slice(0, source.search(/\r?\n|$/));
  const separator = !firstLine.includes(',') && firstLine.includes(';') ? ';' : ',';
  const rows: { line: number; cells: string[] }[] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endCell = () => {
    row.push(cell.replace(/^'(?=[=+\-@\t\r])/, ''));
    cell = '';
  };
  for (let index = 0; index < source.length; index++) {
    const char = source[index]!;
    if (quoted) {
      // A CR LF counts once, at its LF.
      if (char === '\n' || (char === '\r' && source[index + 1] !== '\n')) line += 1;
      if (char !== '"') cell += char;
      else if (source[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else quoted = false;
    } else if (char === '"' && cell === '') {
      quoted = true;
    } else if (char === separator) endCell();
    else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index += 1;
      endCell();
      rows.push({ line: rowLine, cells: row });
      row = [];
      line += 1;
      rowLine = line;
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) {
    endCell();
    rows.push({ line: rowLine, cells: row });
  }
  return rows;
}

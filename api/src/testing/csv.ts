import { parse } from 'csv-parse/sync';

/**
 * Reads a CSV file as a spreadsheet would, with csv-parse (RFC 4180: quoted cells, doubled quotes; CRLF,
 * LF or a lone CR outside quotes each end a row, as they do in Excel and LibreOffice), after checking and
 * removing its UTF-8 byte order mark. Every row must have as many cells as the header: a row split by a
 * line break fails here. Test support: the product only writes CSV.
 */
export function parseCsv(text: string): string[][] {
  if (!text.startsWith('\uFEFF')) throw new Error('The CSV does not start with a UTF-8 BOM');
  return parse(text.slice(1), {
    record_delimiter: ['\r\n', '\n', '\r'],
    relax_column_count: false,
    relax_quotes: false,
    skip_empty_lines: false,
  }) as string[][];
}

/**
 * The cells a spreadsheet would run as a formula: those starting with =, +, -, @, tab, CR or LF (or their
 * full-width forms), a plain number such as -5 aside.
 */
export const formulaCells = (rows: string[][]) =>
  rows
    .flat()
    .filter((cell) => /^[=+\-@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20]/.test(cell) && !/^-?\d+(\.\d+)?$/.test(cell));

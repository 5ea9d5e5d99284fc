import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Runs a poppler tool on the bytes (tests only: pdftotext, pdfinfo). */
function poppler(tool: string, args: string[], bytes: Buffer): string {
  const file = path.join(os.tmpdir(), `earrival-${tool}-${process.pid}-${Date.now()}-${Math.random()}.pdf`);
  fs.writeFileSync(file, bytes);
  try {
    return execFileSync(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
  } finally {
    fs.rmSync(file, { force: true });
  }
}

/** The PDF's text as poppler reads it (layout kept, so a table row stays on one line). */
export const pdfText = (bytes: Buffer) => poppler('pdftotext', ['-layout'], bytes);

/**
 * The PDF's text in the order it was written (a value wrapped over two lines of a two-column field list
 * stays together), for reading a field's whole value after its label.
 */
export const pdfWrittenText = (bytes: Buffer) => poppler('pdftotext', ['-raw'], bytes);

/** Its number of pages. */
export const pdfPages = (bytes: Buffer) => Number(/Pages:\s+(\d+)/.exec(poppler('pdfinfo', [], bytes))?.[1]);

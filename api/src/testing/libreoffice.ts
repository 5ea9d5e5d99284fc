import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * LibreOffice Calc, headless (Debian's `libreoffice-calc-nogui`), as a real spreadsheet to open the CSV
 * exports in. Test support only.
 */

/**
 * Runs soffice in a process group of its own and kills the whole group at the deadline: soffice is a
 * script that starts oosplash and soffice.bin, which a kill of the script alone would leave running.
 */
function run(command: string, args: string[], timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
      reject(new Error(`soffice did not finish within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`soffice ended with ${code ?? signal}:\n${output}`));
    });
  });
}

/** soffice on PATH (or SOFFICE_PATH), or null when LibreOffice is not installed. */
export function sofficePath(): string | null {
  const candidates = process.env.SOFFICE_PATH
    ? [process.env.SOFFICE_PATH]
    : (process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, 'soffice'));
  for (const candidate of candidates) {
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

/**
 * The CSV import as a person opening the file would get it, made explicit: comma, double quote, UTF-8
 * (76), from line 1, standard columns, default language, quoted fields not forced to text, special numbers
 * detected, and token 13 "Evaluate formulas" on, so a cell that starts a formula becomes one.
 */
const CSV_IMPORT = 'CSV:44,34,76,1,,0,false,true,false,false,false,-1,true';

export interface Sheet {
  /** Each row's cells as Calc shows their text (the paragraphs of a multi-line cell joined by \n). */
  rows: string[][];
  /** The formulas Calc holds (table:formula of each cell), e.g. 'of:=HYPERLINK(...)'. */
  formulas: string[];
}

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/g, '&');

/** A paragraph's text: tabs, runs of spaces and line breaks are elements in OpenDocument, other tags go. */
const spans = (paragraph: string) =>
  paragraph
    .replace(/<text:tab\/>/g, '\t')
    .replace(/<text:line-break\/>/g, '\n')
    .replace(/<text:s(?: text:c="(\d+)")?\/>/g, (_, count?: string) => ' '.repeat(Number(count ?? 1)))
    .replace(/<[^>]+>/g, '');

/** The first sheet of a flat OpenDocument spreadsheet (.fods): its rows' texts and its formulas. */
export function readFods(xml: string): Sheet {
  const table = /<table:table [\s\S]*?<\/table:table>/.exec(xml)?.[0] ?? '';
  const rows = [...table.matchAll(/<table:table-row\b[^>]*>([\s\S]*?)<\/table:table-row>/g)].map(([, row]) =>
    [...row!.matchAll(/<table:table-cell\b([^>]*?)(?:\/>|>([\s\S]*?)<\/table:table-cell>)/g)].flatMap(
      ([, attributes, content]) => {
        const repeated = Number(/table:number-columns-repeated="(\d+)"/.exec(attributes!)?.[1] ?? 1);
        const text = [...(content ?? '').matchAll(/<text:p>([\s\S]*?)<\/text:p>/g)]
          .map(([, p]) => decode(spans(p!)))
          .join('\n');
        // Calc ends a row with its empty cells as one repeated cell: they are not the file's.
        return text === '' && repeated > 1 ? [] : [text];
      },
    ),
  );
  const formulas = [...table.matchAll(/table:formula="([^"]*)"/g)].map(([, formula]) => decode(formula!));
  return { rows, formulas };
}

/**
 * Opens each CSV in LibreOffice Calc (one headless run, a private profile, a deadline) and reads back what
 * the spreadsheet made of it. `files` maps a file name (e.g. 'orders.csv') to its bytes.
 */
export async function openInCalc(
  soffice: string,
  files: Record<string, string | Buffer>,
  timeoutMs = 90_000,
): Promise<Record<string, Sheet>> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'calc-'));
  try {
    const names = Object.keys(files);
    for (const name of names) await writeFile(path.join(work, name), files[name]!);
    await run(
      soffice,
      [
        // A profile of its own: no clash with another run or a desktop session, no first-start dialogs.
        `-env:UserInstallation=file://${path.join(work, 'profile')}`,
        '--headless',
        '--norestore',
        `--infilter=${CSV_IMPORT}`,
        '--convert-to',
        'fods',
        '--outdir',
        path.join(work, 'out'),
        ...names.map((name) => path.join(work, name)),
      ],
      timeoutMs,
    );
    const sheets: Record<string, Sheet> = {};
    for (const name of names) {
      const converted = path.join(work, 'out', `${path.parse(name).name}.fods`);
      sheets[name] = readFods(await readFile(converted, 'utf8'));
    }
    return sheets;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

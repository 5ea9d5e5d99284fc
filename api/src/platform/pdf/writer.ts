import PDFDocument from 'pdfkit';
import { unicodeFont, type FontChoice, type UnicodeFace, type Weight } from './fonts';
import { layoutText, type Line } from './textLayout';

const INK = '#1b2733';
const MUTED = '#5b6b7b';
const RULE = '#c8d1db';
const BAND = '#eef2f7';

export interface Column {
  header: string;
  /** Share of the page width (the shares of a table add up to 1). */
  width: number;
}

/** Line height and where the baseline sits in it, as shares of the font size (fits Latin, Arabic and CJK). */
const LEADING = 1.2;
const ASCENT = 0.92;

interface TextOptions {
  bold?: boolean;
  size: number;
  color?: string;
}

/**
 * A small layout layer over pdfkit for the back-office's documents: a title block, section headings,
 * label/value grids and tables that continue on the next page with their header repeated, and a
 * footer on every page ("<footer> - page i of n"). Every text goes through textLayout.ts: lines break
 * between words, never inside one, and each run of text is drawn in a font that has its glyphs.
 */
export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;
  private readonly left: number;
  private readonly width: number;
  /** Embedded faces this document has registered (the parsed fonts are shared by the worker's documents). */
  private readonly registered = new Set<string>();

  constructor(
    title: string,
    private readonly footer: string,
  ) {
    this.doc = new PDFDocument({
      size: 'A4',
      margins: { top: 50, bottom: 60, left: 50, right: 50 },
      bufferPages: true,
      info: { Title: title, Author: 'Cuba e-Arrival back-office', Creator: 'earrival api' },
    });
    // The built-in fonts by their own names: pdfkit caches a standard font registered under an alias
    // badly and re-parses its metrics on every switch (seconds for a long evidence file).
    this.doc.font('Helvetica').fillColor(INK);
    this.left = this.doc.page.margins.left;
    this.width = this.doc.page.width - this.left - this.doc.page.margins.right;
    this.done = new Promise((resolve, reject) => {
      this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
  }

  /** Switches to a font, registering an embedded face with this document the first time it is used. */
  private use(font: FontChoice, size: number) {
    if (font !== 'Helvetica' && font !== 'Helvetica-Bold' && !this.registered.has(font)) {
      const [face, weight] = font.split('-') as [UnicodeFace, Weight];
      // pdfkit 0.20 takes a parsed fontkit font as it is (its types list only files and buffers).
      this.doc.registerFont(font, unicodeFont(face, weight) as unknown as Buffer);
      this.registered.add(font);
    }
    this.doc.font(font).fontSize(size);
  }

  private readonly measure = (text: string, font: FontChoice, size: number) => {
    this.use(font, size);
    return this.doc.widthOfString(text);
  };

  private lines(text: string, width: number, options: TextOptions): Line[] {
    return layoutText(
      text,
      width,
      { weight: options.bold ? 'bold' : 'regular', size: options.size },
      this.measure,
    );
  }

  private lineHeight = (size: number) => size * LEADING;

  private heightOf(text: string, width: number, options: TextOptions) {
    return this.lines(text, width, options).length * this.lineHeight(options.size);
  }

  /** Draws laid-out lines from (x, y) down; `align` centres each line in `width`. */
  private drawLines(lines: Line[], x: number, y: number, options: TextOptions, width = 0) {
    this.doc.fillColor(options.color ?? INK);
    lines.forEach((line, i) => {
      let at = width ? x + Math.max(0, (width - line.width) / 2) : x;
      const baseline = y + i * this.lineHeight(options.size) + options.size * ASCENT;
      for (const run of line.runs) {
        this.use(run.font, options.size);
        this.doc.text(run.text, at, baseline, { lineBreak: false, baseline: 'alphabetic' });
        at += run.width;
      }
    });
  }

  /** A text in the page's flow: lines go down from the cursor, onto a new page when one is full. */
  private flow(text: string, options: TextOptions) {
    const height = this.lineHeight(options.size);
    for (const line of this.lines(text, this.width, options)) {
      this.room(height);
      const y = this.doc.y;
      this.drawLines([line], this.left, y, options);
      this.doc.y = y + height;
    }
    this.doc.x = this.left;
    this.doc.font('Helvetica').fontSize(options.size);
  }

  private get bottom() {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  /** Starts a new page when less than `height` points are left on this one. */
  private room(height: number) {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
  }

  title(text: string, subtitle: string) {
    this.flow(text, { bold: true, size: 18 });
    this.flow(subtitle, { size: 10, color: MUTED });
    this.doc.moveDown(0.6);
    this.rule();
  }

  private rule() {
    const y = this.doc.y;
    this.doc
      .moveTo(this.left, y)
      .lineTo(this.left + this.width, y)
      .lineWidth(0.7)
      .strokeColor(RULE)
      .stroke();
    this.doc.moveDown(0.5);
  }

  heading(text: string) {
    this.room(60);
    this.doc.moveDown(0.5);
    this.flow(text, { bold: true, size: 12, color: '#0a2540' });
    this.doc.moveDown(0.25);
  }

  paragraph(text: string, options: { muted?: boolean; size?: number } = {}) {
    this.flow(text, { size: options.size ?? 9.5, color: options.muted ? MUTED : INK });
    this.doc.moveDown(0.3);
  }

  /** Label/value pairs in `columns` columns; an empty value prints as a dash. */
  fields(pairs: Array<[string, string | number | null | undefined]>, columns = 2) {
    const gap = 12;
    const cell = (this.width - gap * (columns - 1)) / columns;
    const labelWidth = cell * 0.42;
    const valueWidth = cell - labelWidth - 4;
    const label: TextOptions = { bold: true, size: 9, color: MUTED };
    const value: TextOptions = { size: 9 };
    for (let i = 0; i < pairs.length; i += columns) {
      const row = pairs
        .slice(i, i + columns)
        .map(([l, v]) => [this.lines(l, labelWidth, label), this.lines(show(v), valueWidth, value)] as const);
      const height = Math.max(...row.flatMap(([l, v]) => [l.length, v.length])) * this.lineHeight(9) + 4;
      this.room(height);
      const y = this.doc.y;
      row.forEach(([l, v], c) => {
        const x = this.left + c * (cell + gap);
        this.drawLines(l, x, y, label);
        this.drawLines(v, x + labelWidth + 4, y, value);
      });
      this.doc.x = this.left;
      this.doc.y = y + height;
    }
    this.doc.font('Helvetica').fontSize(9);
    this.doc.moveDown(0.2);
  }

  /** A table; rows that do not fit continue on the next page under a repeated header. */
  table(
    columns: Column[],
    rows: Array<Array<string | number | null | undefined>>,
    empty = 'No record found',
  ) {
    const widths = columns.map((c) => c.width * this.width);
    const pad = 3;
    const drawRow = (cells: string[], bold: boolean, band: boolean) => {
      const options: TextOptions = { bold, size: 8.5 };
      const laid = cells.map((text, i) => this.lines(text, widths[i]! - pad * 2, options));
      const height = Math.max(...laid.map((l) => l.length)) * this.lineHeight(8.5) + pad * 2;
      return {
        height,
        draw: () => {
          const y = this.doc.y;
          if (band) this.doc.rect(this.left, y, this.width, height).fill(bold ? '#dfe6ef' : BAND);
          let x = this.left;
          laid.forEach((lines, i) => {
            this.drawLines(lines, x + pad, y + pad, options);
            x += widths[i]!;
          });
          this.doc.x = this.left;
          this.doc.y = y + height;
        },
      };
    };
    const header = columns.map((c) => c.header);
    const head = drawRow(header, true, true);
    this.room(head.height + 18);
    head.draw();
    if (!rows.length) {
      this.paragraph(empty, { muted: true, size: 9 });
      return;
    }
    rows.forEach((row, index) => {
      const line = drawRow(row.map(show), false, index % 2 === 1);
      if (this.doc.y + line.height > this.bottom) {
        this.doc.addPage();
        drawRow(header, true, true).draw();
      }
      line.draw();
    });
    this.doc.font('Helvetica').fontSize(8.5);
    this.doc.moveDown(0.4);
  }

  /** Writes the page footers and returns the finished file. */
  async finish(): Promise<Buffer> {
    const range = this.doc.bufferedPageRange();
    const options: TextOptions = { size: 8, color: MUTED };
    for (let i = range.start; i < range.start + range.count; i++) {
      this.doc.switchToPage(i);
      // Drawn line by line with no wrapping by pdfkit, so writing inside the bottom margin adds no page.
      const y = this.doc.page.height - this.doc.page.margins.bottom + 20;
      const text = `${this.footer} - page ${i + 1} of ${range.count}`;
      this.drawLines(this.lines(text, this.width, options), this.left, y, options, this.width);
    }
    this.doc.end();
    return this.done;
  }
}

export function show(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '-';
  return String(value);
}

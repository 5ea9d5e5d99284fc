import fs from 'node:fs';
import PDFDocument from 'pdfkit';

/** A Unicode font when the system has one and the text needs it (names such as "Łukasz" or "Nguyễn"). */
const UNICODE_FONTS = {
  regular: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  bold: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
};
const hasUnicodeFonts = Object.values(UNICODE_FONTS).every((file) => fs.existsSync(file));

/** A character the built-in PDF fonts cannot print (WinAnsi: Latin-1 plus a few such as the euro sign). */
const BEYOND_WIN_ANSI = /[^\t\n\r\u0020-\u00ff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]/u;

/**
 * Whether a text needs the Unicode font. Embedding a TrueType font costs ~150 ms per document (parsing
 * and subsetting), the built-in Helvetica nothing, so the TrueType font is used only when some text
 * (a name such as "Łukasz" or "王芳") is outside what Helvetica can print.
 */
export function needsUnicode(text: string): boolean {
  return BEYOND_WIN_ANSI.test(text);
}

const INK = '#1b2733';
const MUTED = '#5b6b7b';
const RULE = '#c8d1db';
const BAND = '#eef2f7';

export interface Column {
  header: string;
  /** Share of the page width (the shares of a table add up to 1). */
  width: number;
}

/**
 * A small layout layer over pdfkit for the back-office's documents: a title block, section headings,
 * label/value grids and tables that continue on the next page with their header repeated, and a
 * footer on every page ("<footer> - page i of n").
 */
export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;
  private readonly left: number;
  private readonly width: number;
  private readonly fonts: { body: string; bold: string };

  constructor(
    title: string,
    private readonly footer: string,
    /** Any text the document will print (see needsUnicode); decides the font once, up front. */
    content = '',
  ) {
    this.doc = new PDFDocument({
      size: 'A4',
      margins: { top: 50, bottom: 60, left: 50, right: 50 },
      bufferPages: true,
      info: { Title: title, Author: 'Cuba e-Arrival back-office', Creator: 'earrival api' },
    });
    if (hasUnicodeFonts && needsUnicode(`${title} ${footer} ${content}`)) {
      this.doc.registerFont('body', UNICODE_FONTS.regular);
      this.doc.registerFont('bold', UNICODE_FONTS.bold);
      this.fonts = { body: 'body', bold: 'bold' };
    } else {
      // By their own names: pdfkit caches a standard font registered under an alias badly and re-parses
      // its metrics on every switch (seconds for a long evidence file).
      this.fonts = { body: 'Helvetica', bold: 'Helvetica-Bold' };
    }
    this.doc.font(this.fonts.body).fillColor(INK);
    this.left = this.doc.page.margins.left;
    this.width = this.doc.page.width - this.left - this.doc.page.margins.right;
    this.done = new Promise((resolve, reject) => {
      this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
  }

  private get bottom() {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  /** Starts a new page when less than `height` points are left on this one. */
  private room(height: number) {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
  }

  title(text: string, subtitle: string) {
    this.doc
      .font(this.fonts.bold)
      .fontSize(18)
      .fillColor(INK)
      .text(text, this.left, this.doc.y, { width: this.width });
    this.doc.font(this.fonts.body).fontSize(10).fillColor(MUTED).text(subtitle, { width: this.width });
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
    this.doc
      .font(this.fonts.bold)
      .fontSize(12)
      .fillColor('#0a2540')
      .text(text, this.left, this.doc.y, { width: this.width });
    this.doc.moveDown(0.25);
  }

  paragraph(text: string, options: { muted?: boolean; size?: number } = {}) {
    this.doc
      .font(this.fonts.body)
      .fontSize(options.size ?? 9.5)
      .fillColor(options.muted ? MUTED : INK)
      .text(text, this.left, this.doc.y, { width: this.width });
    this.doc.moveDown(0.3);
  }

  /** Label/value pairs in `columns` columns; an empty value prints as a dash. */
  fields(pairs: Array<[string, string | number | null | undefined]>, columns = 2) {
    const gap = 12;
    const cell = (this.width - gap * (columns - 1)) / columns;
    const labelWidth = cell * 0.42;
    const valueWidth = cell - labelWidth - 4;
    this.doc.fontSize(9);
    for (let i = 0; i < pairs.length; i += columns) {
      const row = pairs.slice(i, i + columns);
      const heights = row.map(([label, value]) =>
        Math.max(
          this.doc.font(this.fonts.bold).heightOfString(label, { width: labelWidth }),
          this.doc.font(this.fonts.body).heightOfString(show(value), { width: valueWidth }),
        ),
      );
      const height = Math.max(...heights) + 4;
      this.room(height);
      const y = this.doc.y;
      row.forEach(([label, value], c) => {
        const x = this.left + c * (cell + gap);
        this.doc.font(this.fonts.bold).fillColor(MUTED).text(label, x, y, { width: labelWidth });
        this.doc
          .font(this.fonts.body)
          .fillColor(INK)
          .text(show(value), x + labelWidth + 4, y, { width: valueWidth });
      });
      this.doc.x = this.left;
      this.doc.y = y + height;
    }
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
      this.doc.font(bold ? this.fonts.bold : this.fonts.body).fontSize(8.5);
      const height =
        Math.max(...cells.map((text, i) => this.doc.heightOfString(text, { width: widths[i]! - pad * 2 }))) +
        pad * 2;
      return {
        height,
        draw: () => {
          const y = this.doc.y;
          if (band) this.doc.rect(this.left, y, this.width, height).fill(bold ? '#dfe6ef' : BAND);
          let x = this.left;
          cells.forEach((text, i) => {
            this.doc
              .font(bold ? this.fonts.bold : this.fonts.body)
              .fontSize(8.5)
              .fillColor(INK)
              .text(text, x + pad, y + pad, { width: widths[i]! - pad * 2 });
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
    this.doc.moveDown(0.4);
  }

  /** Writes the page footers and returns the finished file. */
  async finish(): Promise<Buffer> {
    const range = this.doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      this.doc.switchToPage(i);
      const y = this.doc.page.height - this.doc.page.margins.bottom + 20;
      // Writing inside the bottom margin must not add a page: lift the margin for this one line.
      const margin = this.doc.page.margins.bottom;
      this.doc.page.margins.bottom = 0;
      this.doc
        .font(this.fonts.body)
        .fontSize(8)
        .fillColor(MUTED)
        .text(`${this.footer} - page ${i + 1} of ${range.count}`, this.left, y, {
          width: this.width,
          align: 'center',
          lineBreak: false,
        });
      this.doc.page.margins.bottom = margin;
    }
    this.doc.end();
    return this.done;
  }
}

export function show(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '-';
  return String(value);
}

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PdfWriter } from './writer';

/** pdftotext (poppler-utils) reading the PDF from standard input. */
const textOf = (pdf: Buffer, layout = true) =>
  execFileSync('pdftotext', [...(layout ? ['-layout'] : []), '-', '-'], { input: pdf, encoding: 'utf8' });

/** The fonts the PDF uses, as pdffonts lists them (name and whether embedded). */
function fontsOf(pdf: Buffer): string {
  const file = path.join(os.tmpdir(), `earrival-fonts-${process.pid}-${Date.now()}.pdf`);
  fs.writeFileSync(file, pdf);
  try {
    return execFileSync('pdffonts', [file], { encoding: 'utf8' });
  } finally {
    fs.rmSync(file, { force: true });
  }
}

// The first document that needs the CJK font parses it (10 MB) in this thread.
jest.setTimeout(60_000);

const NAMES = {
  Chinese: '王芳',
  Japanese: '山田はなこ',
  Arabic: 'محمد علي',
  Cyrillic: 'Иван Петров',
  Greek: 'Ελένη Παπαδοπούλου',
};

describe('PDF writer', () => {
  it('prints names in Chinese, Japanese, Arabic, Cyrillic and Greek as text through embedded Noto fonts', async () => {
    const pdf = new PdfWriter('Names', 'Footer');
    pdf.title('Customers', 'One name per script');
    pdf.fields(Object.entries(NAMES));
    pdf.table(
      [
        { header: 'Script', width: 0.3 },
        { header: 'Name', width: 0.7 },
      ],
      Object.entries(NAMES).map(([script, name]) => [script, `${name} (${script})`]),
    );
    pdf.paragraph(`Comment by ${NAMES.Chinese}: 我们已经收到了您的申请，谢谢。`);
    const bytes = await pdf.finish();
    const text = textOf(bytes);
    for (const name of Object.values(NAMES)) expect(text).toContain(name);
    expect(text).toContain('我们已经收到了您的申请，谢谢。');
    // Each script's face is embedded (as a subset), so the names are glyphs, not empty boxes.
    const fonts = fontsOf(bytes);
    for (const face of ['NotoSans-Regular', 'NotoSansArabic-Regular', 'NotoSansSC-Regular']) {
      expect(fonts).toMatch(new RegExp(`\\+${face}\\s.*yes`));
    }
  });

  it('embeds no font when Helvetica can print every character (Latin-1 and the euro sign)', async () => {
    const pdf = new PdfWriter('Latin', 'Footer');
    pdf.paragraph('José Martí, Müller, Ñúñez, €89.50, Œuvre');
    const bytes = await pdf.finish();
    expect(textOf(bytes)).toContain('José Martí, Müller, Ñúñez, €89.50, Œuvre');
    expect(fontsOf(bytes)).not.toMatch(/\byes\s+yes\b/);
  });

  it('never breaks a word that fits its column, and breaks a longer one only at its punctuation', async () => {
    const email = 'maximilian.wolfeschlegelsteinhausen@example-customer.org';
    const word = 'Wolfeschlegelsteinhausenbergerdorff';
    const pdf = new PdfWriter('Words', 'Footer');
    pdf.table(
      [
        { header: 'Address', width: 0.25 },
        { header: 'Remark', width: 0.75 },
      ],
      [[email, `The customer ${word} called twice about the card; ${word} again and again ${word}.`]],
    );
    const text = textOf(await pdf.finish());
    // The long word fits the remark column: it is on one line wherever the line breaks fall.
    expect(text.split(word).length - 1).toBe(3);
    // The address is wider than its column: the pieces of the first column read back as the address,
    // each cut just before '@' or '.' (or after '-').
    const rows = text.split('\n').filter((line) => /^\S/.test(line) && !line.startsWith('Address'));
    const pieces = rows.map((line) => line.split(/\s{2,}/)[0]!).filter((p) => p && !p.startsWith('Footer'));
    expect(pieces.join('')).toBe(email);
    expect(pieces.length).toBeGreaterThan(1);
    for (const piece of pieces.slice(1)) expect(piece).toMatch(/^[@.]/);
  });

  it('dates in a narrow column break at their spaces, never inside the date', async () => {
    const pdf = new PdfWriter('Dates', 'Footer');
    pdf.table(
      [
        { header: 'When', width: 0.12 },
        { header: 'What', width: 0.88 },
      ],
      [['11/02/2026 09:30:00 EST', 'a row']],
    );
    const text = textOf(await pdf.finish());
    expect(text).toMatch(/^11\/02\/2026\s/m);
    expect(text).toMatch(/^09:30:00\b/m);
  });

  it.each([
    ['José Müller', false],
    ['Łucja Nováková', true],
  ])('prints %s as written, fields and a table over several pages with numbered footers', async (name) => {
    const pdf = new PdfWriter('Test', 'Footer text');
    pdf.title('A title', 'A subtitle');
    pdf.fields([
      ['Name', name],
      ['Empty', null],
    ]);
    pdf.table(
      [
        { header: 'Row', width: 0.3 },
        { header: 'Value', width: 0.7 },
      ],
      Array.from({ length: 80 }, (_, i) => [`row ${i + 1}`, `${name} ${i + 1}`]),
    );
    const text = textOf(await pdf.finish());
    expect(text).toContain(`${name} 80`);
    expect(text).toMatch(/Footer text - page 1 of [2-9]/);
    expect(text.match(/Row\s+Value/g)!.length).toBeGreaterThan(1);
  });
});

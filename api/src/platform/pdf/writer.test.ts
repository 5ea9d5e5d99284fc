import { execFileSync } from 'node:child_process';
import { needsUnicode, PdfWriter } from './writer';

/** pdftotext (poppler-utils) reading the PDF from standard input. */
const textOf = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf, encoding: 'utf8' });

describe('PDF writer', () => {
  it('uses the built-in font for Latin-1 and euro text, the Unicode font only when a character needs it', () => {
    expect(needsUnicode('José Martí, Müller, Ñúñez, €89.50, Œuvre')).toBe(false);
    expect(needsUnicode('Łucja')).toBe(true);
    expect(needsUnicode('王芳')).toBe(true);
  });

  it.each([
    ['José Müller', false],
    ['Łucja Nováková', true],
  ])('prints %s as written, fields and a table over several pages with numbered footers', async (name) => {
    const pdf = new PdfWriter('Test', 'Footer text', name);
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

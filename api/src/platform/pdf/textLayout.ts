import { faceFor, isArabic, isCjk, isWinAnsi, type FontChoice, type Weight } from './fonts';

/**
 * Line breaking and font runs for the PDFs, done here rather than by pdfkit because pdfkit
 *  - breaks a word that does not fit in the middle, at any letter (an e-mail in a narrow column came out
 *    as "lucja.novako" / "va@example.org", a date as "11/02/" / "2026");
 *  - draws a whole text in one font, with no fallback per glyph (a Chinese name in Helvetica is boxes).
 * Here a line breaks only at spaces (and between Chinese or Japanese characters, which is how those
 * languages wrap); a word wider than the whole width (a long e-mail or message id) breaks at its own
 * punctuation (before @ and ., after / - _ and the like), and at a letter only when a single piece
 * between such marks is still wider than the column. Each word is then split into runs by the font that
 * can draw it (fonts.ts), and Arabic words keep their right-to-left order inside a left-to-right line.
 */

export interface Run {
  text: string;
  font: FontChoice;
  width: number;
}

export interface Line {
  runs: Run[];
  /** The drawn width (no trailing space). */
  width: number;
}

/** Width of a text in a font at a size, in points (pdfkit's widthOfString under that font). */
export type Measure = (text: string, font: FontChoice, size: number) => number;

export interface TextStyle {
  weight: Weight;
  size: number;
}

interface Token {
  text: string;
  space: boolean;
  runs: Run[];
  width: number;
  rtl: boolean;
}

/** CJK punctuation that must not start a line: it stays with the character before it. */
const CJK_CLOSING = /^[\u3001\u3002\u300d\u300f\u3011\uff01\uff09\uff0c\uff0e\uff1a\uff1b\uff1f\u30fc]$/u;
/** A long word may break before these ... */
const BREAK_BEFORE = new Set(['@', '.']);
/** ... and after these. */
const BREAK_AFTER = new Set(['/', '-', '_', '+', '?', '&', '=', ',', ';', ':', '|', '\\']);

const helvetica = (weight: Weight): FontChoice => (weight === 'bold' ? 'Helvetica-Bold' : 'Helvetica');

/**
 * The runs of one word. A word Helvetica can print stays in Helvetica; a word with other Latin, Greek or
 * Cyrillic letters ("Łucja") is drawn wholly in Noto Sans, so one word never mixes two typefaces; Arabic
 * and CJK characters go to their own faces.
 */
function runsOf(word: string, style: TextStyle, measure: Measure): Run[] {
  const chars = [...word];
  const plain = helvetica(style.weight);
  const needsSans = chars.some((c) => !isWinAnsi(c) && !isArabic(c) && !isCjk(c));
  const runs: Run[] = [];
  for (const char of chars) {
    const font: FontChoice =
      isWinAnsi(char) && !needsSans ? plain : `${faceFor(char, style.weight)}-${style.weight}`;
    const last = runs.at(-1);
    if (last && last.font === font) last.text += char;
    else runs.push({ text: char, font, width: 0 });
  }
  for (const run of runs) run.width = measure(run.text, run.font, style.size);
  return runs;
}

function token(text: string, space: boolean, style: TextStyle, measure: Measure): Token {
  const runs = space
    ? [{ text: ' ', font: helvetica(style.weight), width: measure(' ', helvetica(style.weight), style.size) }]
    : runsOf(text, style, measure);
  const chars = [...text];
  return {
    text,
    space,
    runs,
    width: runs.reduce((sum, r) => sum + r.width, 0),
    rtl: chars.some(isArabic) && !chars.some((c) => /\p{L}/u.test(c) && !isArabic(c)),
  };
}

/** Words and spaces of one paragraph; each Chinese or Japanese character is a word of its own. */
function tokenize(paragraph: string, style: TextStyle, measure: Measure): Token[] {
  const pieces: Array<{ text: string; space: boolean }> = [];
  for (const part of paragraph.split(/(\s+)/u)) {
    if (!part) continue;
    if (/^\s+$/u.test(part)) {
      pieces.push({ text: ' ', space: true });
      continue;
    }
    let word = '';
    for (const char of part) {
      if (isCjk(char) && !CJK_CLOSING.test(char)) {
        if (word) pieces.push({ text: word, space: false });
        word = char;
      } else if (word && isCjk([...word].at(-1)!) && !CJK_CLOSING.test(char) && !isCjk(char)) {
        // Latin right after a CJK character starts a new word (break allowed between them).
        pieces.push({ text: word, space: false });
        word = char;
      } else {
        word += char;
      }
    }
    if (word) pieces.push({ text: word, space: false });
  }
  return pieces.map((p) => token(p.text, p.space, style, measure));
}

/**
 * Cuts a word wider than `width` into pieces that fit: at its punctuation when it can, at a letter when a
 * piece between punctuation marks is itself too wide.
 */
function splitLongWord(word: string, width: number, style: TextStyle, measure: Measure): Token[] {
  const pieces: Token[] = [];
  let rest = [...word];
  while (rest.length) {
    const fits = (n: number) => token(rest.slice(0, n).join(''), false, style, measure).width <= width;
    if (fits(rest.length)) {
      pieces.push(token(rest.join(''), false, style, measure));
      break;
    }
    let cut = 0;
    for (let i = rest.length - 1; i > 0 && !cut; i--) {
      const breakable = BREAK_BEFORE.has(rest[i]!) || BREAK_AFTER.has(rest[i - 1]!);
      if (breakable && fits(i)) cut = i;
    }
    if (!cut) {
      // No mark fits: as many letters as fit (at least one, so a column narrower than a letter still ends).
      cut = 1;
      while (cut < rest.length && fits(cut + 1)) cut++;
    }
    pieces.push(token(rest.slice(0, cut).join(''), false, style, measure));
    rest = rest.slice(cut);
  }
  return pieces;
}

/** Arabic words that follow each other (with the spaces between) are read right to left: reversed. */
function visualOrder(tokens: Token[]): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < tokens.length) {
    if (!tokens[i]!.rtl) {
      out.push(tokens[i++]!);
      continue;
    }
    let end = i + 1;
    while (end < tokens.length) {
      if (tokens[end]!.rtl) end++;
      else if (tokens[end]!.space && tokens[end + 1]?.rtl) end += 2;
      else break;
    }
    out.push(...tokens.slice(i, end).reverse());
    i = end;
  }
  return out;
}

function toLine(tokens: Token[]): Line {
  while (tokens.length && tokens.at(-1)!.space) tokens.pop();
  const runs: Run[] = [];
  for (const run of visualOrder(tokens).flatMap((t) => t.runs)) {
    const last = runs.at(-1);
    if (last && last.font === run.font) {
      last.text += run.text;
      last.width += run.width;
    } else {
      runs.push({ ...run });
    }
  }
  return { runs, width: runs.reduce((sum, r) => sum + r.width, 0) };
}

/** The lines of a text at a width: explicit newlines kept, then broken as described above. */
export function layoutText(text: string, width: number, style: TextStyle, measure: Measure): Line[] {
  // A hair under the width: pdfkit's kerning across run boundaries can differ from the sum of the runs.
  const room = Math.max(1, width - 0.5);
  const lines: Line[] = [];
  for (const paragraph of text.split(/\r?\n/u)) {
    let current: Token[] = [];
    let used = 0;
    const flush = () => {
      lines.push(toLine(current));
      current = [];
      used = 0;
    };
    const hasWords = () => current.some((t) => !t.space);
    for (const tok of tokenize(paragraph, style, measure)) {
      if (tok.space) {
        if (hasWords()) {
          current.push(tok);
          used += tok.width;
        }
        continue;
      }
      if (used + tok.width <= room) {
        current.push(tok);
        used += tok.width;
        continue;
      }
      if (hasWords()) flush();
      if (tok.width <= room) {
        current.push(tok);
        used = tok.width;
        continue;
      }
      const pieces = splitLongWord(tok.text, room, style, measure);
      for (const piece of pieces.slice(0, -1)) lines.push(toLine([piece]));
      const last = pieces.at(-1)!;
      current.push(last);
      used = last.width;
    }
    flush();
  }
  return lines;
}

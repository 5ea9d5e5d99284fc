import fs from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

/**
 * The fonts of the PDFs. Text the built-in Helvetica can print (WinAnsi: Latin-1 and a few more) uses
 * it: nothing to embed. Any other text uses Noto fonts that ship with the project as npm packages (the
 * production image has no system fonts): Noto Sans for Latin, Greek and Cyrillic, Noto Sans Arabic, and
 * Noto Sans SC for Chinese and Japanese (it holds the kana too). pdfkit embeds only the glyphs a document
 * uses (a subset), so a name in Chinese adds a few kilobytes to the file, not the 10 MB font.
 */
export type Weight = 'regular' | 'bold';
export type UnicodeFace = 'sans' | 'arabic' | 'cjk';
/** A font a piece of text is drawn in: a built-in one by its PDF name, or an embedded face. */
export type FontChoice = 'Helvetica' | 'Helvetica-Bold' | `${UnicodeFace}-${Weight}`;

const require = createRequire(import.meta.url);

export const FONT_FILES: Record<UnicodeFace, Record<Weight, string>> = {
  sans: {
    regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  },
  arabic: {
    regular: '@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf',
  },
  cjk: {
    regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
  },
};

/**
 * Parsed fonts, once per worker thread and only when some text needs them: the CJK font alone is 10 MB,
 * and pdfkit takes a parsed fontkit font as it is, so each document reuses the parse (its subset is its own).
 */
const loaded = new Map<string, fontkit.Font>();

export function unicodeFont(face: UnicodeFace, weight: Weight): fontkit.Font {
  const key = `${face}-${weight}`;
  let font = loaded.get(key);
  if (!font) {
    const parsed = fontkit.create(fs.readFileSync(require.resolve(FONT_FILES[face][weight])));
    // A collection (.ttc) would need a family name; these packages ship single fonts.
    if (!('hasGlyphForCodePoint' in parsed))
      throw new Error(`${FONT_FILES[face][weight]} is not a single font`);
    font = parsed;
    loaded.set(key, font);
  }
  return font;
}

/** Every character the built-in PDF fonts can print (WinAnsi). */
const WIN_ANSI = /^[\t\n\r\u0020-\u007e\u00a0-\u00ff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]$/u;
const ARABIC = /^[\p{Script=Arabic}]$/u;
/** Han, kana and the CJK punctuation and full-width forms that go with them. */
const CJK = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\u30fc\uff00-\uffef]$/u;

export const isWinAnsi = (char: string) => WIN_ANSI.test(char);
export const isArabic = (char: string) => ARABIC.test(char);
export const isCjk = (char: string) => CJK.test(char);

/** The face a script asks for first; the others are tried when it lacks the glyph. */
function preferred(char: string): UnicodeFace {
  if (isArabic(char)) return 'arabic';
  if (isCjk(char)) return 'cjk';
  return 'sans';
}

const FACES: UnicodeFace[] = ['sans', 'arabic', 'cjk'];

/**
 * The embedded face that can draw a character: its script's own face, else the first that has the glyph
 * (pdfkit does not fall back glyph by glyph, so the text is split into runs by this choice). A character
 * no face has stays in its script's face and prints as an empty box, as nothing better exists.
 */
export function faceFor(char: string, weight: Weight): UnicodeFace {
  const first = preferred(char);
  const code = char.codePointAt(0)!;
  if (unicodeFont(first, weight).hasGlyphForCodePoint(code)) return first;
  return (
    FACES.find((face) => face !== first && unicodeFont(face, weight).hasGlyphForCodePoint(code)) ?? first
  );
}

import { invalid } from '../../../platform/errors';

/**
 * Passwords nobody may choose, wherever a password is set (change password, password reset, Manage
 * Team's add and edit), each refusal saying why:
 * - the demo accounts' password, printed in our own README;
 * - a run or a repeat (`abcdef`, `654321`, `aaaaaa`, `ababab`): the first things a guesser tries, and
 *   not all of them are in the list below;
 * - the product's own names (e-Arrival, Cuba) and its account words (admin, demo) with only digits or
 *   signs around them (`Cuba2024!`, `e-Arrival1`, `Admin2026`): what a guesser at this site tries first;
 * - the common passwords of public breach corpora: the whole ranked 'passwords-common' dictionary of
 *   @zxcvbn-ts/language-common (MIT, maintained with the zxcvbn-ts strength estimator; about 49,000
 *   passwords, `admin123` among them), decompressed once, on the first password set (not at start), into
 *   a lower-cased Set, so "Password1" counts as "password1".
 * Sign-in never checks these: the demo accounts the seed makes keep signing in with `demo1234`.
 */
export const COMMON_PASSWORD_MIN_COUNT = 40_000;

export const DEMO_PASSWORD = 'demo1234';

export const WEAK_PASSWORD = {
  demo: `This is the demo accounts' password (${DEMO_PASSWORD}), which anyone can read in our documentation. Please choose another.`,
  pattern:
    'This password is a simple run or repeat of characters (like abcdef, 654321 or aaaaaa). Please choose another.',
  product:
    "This password is made of this service's own names (e-Arrival, Cuba) or its account words (admin, demo), with only digits or signs around them. Please choose another.",
  common:
    'This password is one of the most common passwords (it is in public lists of leaked passwords). Please choose another.',
} as const;

/** The refusal of a password from the common list (the message the API has always answered for it). */
export const TOO_COMMON = WEAK_PASSWORD.common;

/** Words of this product a guesser tries first, as they read without case, digits or signs. */
const PRODUCT_WORDS = ['earrival', 'arrival', 'cuba', 'demo', 'admin', 'backoffice'] as const;

let loaded: Promise<ReadonlySet<string>> | undefined;

export function commonPasswords(): Promise<ReadonlySet<string>> {
  loaded ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => {
    const ranked = dictionary['passwords-common'];
    if (ranked.length < COMMON_PASSWORD_MIN_COUNT)
      throw new Error(`The common password list has only ${ranked.length} entries`);
    return new Set(ranked.map((p) => p.toLowerCase()));
  });
  return loaded;
}

export async function isCommonPassword(plain: string): Promise<boolean> {
  return (await commonPasswords()).has(plain.toLowerCase());
}

/** One character throughout, or each the next (or the previous) of the one before: aaaaaa, abcdef, 654321. */
function isRun(text: string): boolean {
  const codes = [...text].map((c) => c.codePointAt(0)!);
  const steps = new Set(codes.slice(1).map((code, i) => code - codes[i]!));
  return steps.size === 1 && [0, 1, -1].includes([...steps][0]!);
}

/** A unit of one to three characters said again and again: ababab, 121212, abcabc. */
const isRepeat = (text: string) => /^(.{1,3})\1+$/su.test(text);

/** Only product words, with nothing but digits and signs around or between them. */
function isProductName(text: string): boolean {
  let letters = text.replace(/[^a-z]/g, '');
  if (!letters) return false;
  for (let removed = true; removed && letters;) {
    removed = false;
    for (const word of PRODUCT_WORDS)
      if (letters.includes(word)) {
        letters = letters.split(word).join('');
        removed = true;
      }
  }
  return letters === '';
}

/** Why a password may not be chosen (one of WEAK_PASSWORD's sentences), or null when it may. */
export async function weakPasswordReason(plain: string): Promise<string | null> {
  const lower = plain.toLowerCase();
  if (lower === DEMO_PASSWORD) return WEAK_PASSWORD.demo;
  if (isRun(lower) || isRepeat(lower)) return WEAK_PASSWORD.pattern;
  if (await isCommonPassword(lower)) return WEAK_PASSWORD.common;
  if (isProductName(lower)) return WEAK_PASSWORD.product;
  return null;
}

/** Refuses (400, saying why) a password nobody may choose; the length is the caller's own check. */
export async function assertPasswordNotWeak(plain: string): Promise<void> {
  const reason = await weakPasswordReason(plain);
  if (reason) throw invalid(reason);
}

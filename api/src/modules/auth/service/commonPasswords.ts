import { invalid } from '../../../platform/errors';

/**
 * The 10,000 most common passwords, refused wherever a password is set (change password, password reset,
 * Manage Team). The list ships in an npm package, @zxcvbn-ts/language-common (MIT, maintained with the
 * zxcvbn-ts strength estimator): its 'passwords-common' dictionary ranks about 49,000 passwords by how
 * often they appear in public breach corpora, most common first; the first 10,000 are taken. It is
 * decompressed once, on the first password set (not at start), into a lower-cased Set, so "Password1"
 * counts as "password1".
 */
export const COMMON_PASSWORD_COUNT = 10_000;

export const TOO_COMMON = 'This password is too common. Please choose another.';

let loaded: Promise<ReadonlySet<string>> | undefined;

export function commonPasswords(): Promise<ReadonlySet<string>> {
  loaded ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => {
    const ranked = dictionary['passwords-common'];
    if (ranked.length < COMMON_PASSWORD_COUNT)
      throw new Error(`The common password list has only ${ranked.length} entries`);
    return new Set(ranked.slice(0, COMMON_PASSWORD_COUNT).map((p) => p.toLowerCase()));
  });
  return loaded;
}

export async function isCommonPassword(plain: string): Promise<boolean> {
  return (await commonPasswords()).has(plain.toLowerCase());
}

/** Refuses (400) a password from the list. */
export async function assertNotCommonPassword(plain: string): Promise<void> {
  if (await isCommonPassword(plain)) throw invalid(TOO_COMMON);
}

import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (about 25 ms here): slow enough to hurt guessing, fast enough to sign in. */
export function hashPassword(plain: string): Promise<string> {
  return hash(plain);
}

// A real hash of a random text: checking an unknown e-mail costs the same time as a wrong password,
// so response times do not reveal which addresses have accounts.
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$kRRnjautae8vCJZST6P2iA$NtOf5KtPnreV3nECvNR6EVTudVoUIvCnvM5nLVdbWHo';

export async function verifyPassword(storedHash: string | undefined, plain: string): Promise<boolean> {
  try {
    const ok = await verify(storedHash ?? DUMMY_HASH, plain);
    return storedHash !== undefined && ok;
  } catch {
    return false;
  }
}

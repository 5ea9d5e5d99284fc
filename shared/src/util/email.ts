/**
 * A bare e-mail address, `local@domain`, and nothing else: no display name, no angle brackets, no
 * comments, no spaces, no second address. Mail is sent to exactly the text the history records, so
 * `x<evil@example.com>` or `a@b.com, c@d.com` must never pass as one address.
 * Local part: RFC 5322 "atext" characters in dot-separated runs. Domain: letters, digits and hyphens in
 * dot-separated labels (1-63 characters, no hyphen at either end), with at least one dot.
 * Lengths: 64 for the local part, 254 in all (RFC 5321).
 */
const LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const LABEL = /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

export function isBareEmail(text: string): boolean {
  if (text.length > 254) return false;
  const at = text.lastIndexOf('@');
  if (at < 1 || at === text.length - 1) return false;
  const local = text.slice(0, at);
  const labels = text.slice(at + 1).split('.');
  return local.length <= 64 && LOCAL.test(local) && labels.length >= 2 && labels.every((l) => LABEL.test(l));
}

/** What a refused address is told: the address alone, as it would be mailed. */
export const bareEmailMessage = (email: string) =>
  `Invalid email address: ${email}. Enter the address alone, such as name@example.com (no name, spaces or angle brackets).`;

import { domainToASCII } from 'node:url';

/**
 * The mailbox an address delivers to, for counting mail per recipient: limits that count addresses as
 * typed are bypassed by writing one mailbox many ways. So, before counting:
 * - case and surrounding spaces go (`Ana@Example.ORG`);
 * - a `+tag` goes (`victim+2@example.org`): Gmail, Outlook, iCloud, Fastmail, Proton and most servers
 *   deliver it to `victim@`; where a server does not, two mailboxes share one count, the safe side;
 * - dots in the local part go at gmail.com, which ignores them (`j.doe` is `jdoe`), and googlemail.com
 *   is gmail.com;
 * - the domain is read in its ASCII form (an IDN typed in Unicode or as punycode is one domain), without
 *   a trailing dot.
 * A quoted local part (`"a+b"@example.org`) is left as it is: it is rare, and its `+` is literal.
 *
 *   mailboxOf(' J.Doe+Visa@GoogleMail.com ') === 'jdoe@gmail.com'
 */
export function mailboxOf(address: string): string {
  const text = address.trim().toLowerCase();
  const at = text.lastIndexOf('@');
  if (at <= 0 || at === text.length - 1) return text;
  let local = text.slice(0, at);
  const typedDomain = text.slice(at + 1).replace(/\.$/, '');
  let domain = domainToASCII(typedDomain) || typedDomain;
  if (local.startsWith('"')) return `${local}@${domain}`;
  // A local part that is nothing but a tag ('+news@') stays as it is: it names no other mailbox.
  local = local.replace(/(?<=.)\+.*$/s, '');
  if (domain === 'googlemail.com') domain = 'gmail.com';
  if (domain === 'gmail.com') local = local.replace(/\./g, '') || local;
  return `${local}@${domain}`;
}

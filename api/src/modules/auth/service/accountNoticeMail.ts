import { escapeHtml, type MailContent } from '../../../platform/mailer/templates';

/** A notice to a staff member about their own account (never a password, code, token or link). */
export type AccountNoticeKind =
  'password-changed' | 'password-reset' | 'two-factor-disabled' | 'two-factor-reset';

export interface AccountNotice {
  kind: AccountNoticeKind;
  /** The member's name, for the greeting. */
  name: string;
  /** When it happened (ISO). */
  at: string;
  /** The address and browser the change came from. */
  ip: string;
  browser: string;
  /** Who made it when it was not the member (an Admin's name). */
  by?: string | null;
}

const ACCOUNT = 'your Cuba e-Arrival back-office account';

/** "2026-11-21 14:03 UTC". */
const noticeTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/**
 * The security notices a staff member gets when their sign-in changes: what happened, when, from where,
 * what it ended, and what to do if it was not them. Plain words, no secrets, no links.
 */
export function accountNoticeMail(notice: AccountNotice): MailContent {
  const when = noticeTime(notice.at);
  const from = `from the address ${notice.ip} (${notice.browser})`;
  const notYou = 'If this was not you, tell an administrator at once: someone else may know your password.';
  const [subject, paragraphs]: [string, string[]] = (() => {
    switch (notice.kind) {
      case 'password-changed':
        return [
          'Your password was changed',
          [
            `The password of ${ACCOUNT} was changed on ${when} ${from}.`,
            'Every other session of yours was signed out; the one that changed it stays signed in.',
            notYou,
          ],
        ];
      case 'password-reset':
        return [
          'Your password was reset',
          [
            `A new password was set for ${ACCOUNT} with a password reset link on ${when} ${from}.`,
            'Every session of yours was signed out.',
            'If this was not you, tell an administrator at once: someone else may read your e-mail.',
          ],
        ];
      case 'two-factor-disabled':
        return [
          'Two-factor sign-in was turned off',
          [
            `Two-factor sign-in for ${ACCOUNT} was turned off on ${when} ${from}.`,
            'Every other session of yours was signed out. Your password alone now signs you in.',
            notYou,
          ],
        ];
      case 'two-factor-reset':
        return [
          'Your two-factor sign-in was reset',
          [
            `An administrator${notice.by ? ` (${notice.by})` : ''} turned two-factor sign-in off for ${ACCOUNT} on ${when}, and removed your recovery codes.`,
            'Every session of yours was signed out. If your role requires two-factor sign-in, you set it up again at your next sign-in.',
            'If you did not ask for this, tell another administrator.',
          ],
        ];
    }
  })();
  const greeting = `Hello ${notice.name},`;
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1b2733;max-width:600px;margin:0 auto">
<h2 style="color:#0a2540">${escapeHtml(subject)}</h2>
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
</body></html>`;
  return { subject, text: [greeting, ...paragraphs].join('\n\n'), html };
}

/** What a mail says: the mailer sends what it is given (each module writes its own mails). */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** A text as it may stand inside HTML (and an attribute value). */
export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

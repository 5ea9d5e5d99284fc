import { bareEmailMessage, isBareEmail } from '@earrival/shared/email';
import { badRequest, invalid } from '../../platform/errors';
import { parseId } from '../../platform/http/ids';
import { hostileValue } from '../../platform/http/validation';
import type { MailProvider } from '../../platform/mailer/schemas';

/** A 4xx the error factories do not cover (408 too slow, 413 too large, 415 wrong type); the envelope plugin maps it. */
export function httpError(statusCode: 408 | 413 | 415, message: string): Error {
  return Object.assign(new Error(message), { statusCode });
}

/**
 * The recipient of a customer mail, trimmed: a bare address only, so the history records exactly the
 * address the mail goes to (a display name such as `x<evil@example.com>` would be mailed elsewhere).
 */
export function requireEmail(value: string | undefined): string {
  const email = (value ?? '').trim();
  if (!email) throw badRequest('Please enter your email');
  if (!isBareEmail(email)) throw badRequest(bareEmailMessage(email));
  return email;
}

/** The upload form's text fields and their longest accepted values (as the OpenAPI schema declares them). */
const UPLOAD_FIELD_MAX = { orderId: 40, email: 320, mailServiceProvider: 6 } as const;
export type UploadFieldName = keyof typeof UPLOAD_FIELD_MAX;

export const isUploadField = (name: string): name is UploadFieldName => Object.hasOwn(UPLOAD_FIELD_MAX, name);

/**
 * One text field of the upload form as multipart delivers it (the upload body is read part by part, not
 * by the schema validator), refused in the validator's words: text only, no NUL, within its length.
 */
export function uploadFieldValue(name: UploadFieldName, value: unknown, truncated: boolean): string {
  if (typeof value !== 'string') throw invalid(`Invalid ${name}: must be string`);
  const problem = hostileValue(value);
  if (problem) throw invalid(`Invalid ${name}: ${problem.message}`);
  const max = UPLOAD_FIELD_MAX[name];
  if (truncated || value.length > max)
    throw invalid(`Invalid ${name}: must NOT have more than ${max} characters`);
  return value;
}

export interface UploadFields {
  orderId: number;
  email: string;
  provider: MailProvider;
}

/** The upload's text fields checked in the order a JSON body is: the schema's rules, then the id, then the e-mail. */
export function uploadFields(fields: Partial<Record<UploadFieldName, string>>): UploadFields {
  if (fields.orderId === undefined) throw invalid("Invalid orderId: must have required property 'orderId'");
  const provider = fields.mailServiceProvider ?? 'first';
  if (provider !== 'first' && provider !== 'second')
    throw invalid('Invalid mailServiceProvider: must be one of first, second');
  return { orderId: parseId(fields.orderId), email: requireEmail(fields.email), provider };
}

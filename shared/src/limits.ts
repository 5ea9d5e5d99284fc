/**
 * The input limits the server enforces, in one place: the API's TypeBox schemas (and so the OpenAPI
 * document and the generated browser types) take them from here, and the forms' yup schemas take the same
 * numbers, so a form refuses what the server would refuse, with its own words, before the call.
 */
export const LIMITS = {
  /** RFC 5321: 64 for the local part + @ + 255 for the domain. */
  email: 320,
  /** A member's or customer's display name, a search text, a transaction id, a merchant name. */
  name: 200,
  /** Shortest password a member may be given (sign-in accepts any length: older passwords stay valid). */
  passwordMin: 6,
  /** Longest password text accepted (argon2 hashes it; a longer text is only a cost to the server). */
  passwordMax: 1024,
  /** One comment of the Comment History. */
  remark: 5000,
  /** Transaction id and merchant name of Enter Transaction Details. */
  transaction: 200,
  /** An order id as text: the number, or the encoded form a link carries. */
  orderIdText: 40,
  /** A stored document's file name. */
  fileName: 255,
  /** The search box of the queues. */
  search: 200,
} as const;

/** An order id or member id as decimal digits (what fits PostgreSQL's integer). */
export const ID_DIGITS_PATTERN = '^[0-9]{1,10}$';

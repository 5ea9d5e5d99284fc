import { STATUS_LABELS } from '@earrival/shared/status';
import { PROCESS_STATUSES } from '@earrival/shared/types';

/*
 * Finds order-status tokens that reached the screen as the database spells them ('AwaitingGovt',
 * 'ChargeBack', a bare 'Awaiting', 'Refunds') instead of their label (@earrival/shared/status). Tests only.
 */

/**
 * Texts that contain a token's word and are right as they are: every label, and the spec's own texts (the
 * "Completed Refunds" status button, the "Awaiting Customer" sidebar entry of the route table).
 */
const STATUS_TEXTS_ALLOWED: readonly string[] = [
  ...Object.values(STATUS_LABELS),
  'Completed Refunds',
  'Awaiting Customer',
];

/** The tokens whose label differs: only these can show up raw (a 'Pending' token is its own label). */
const RAW_TOKENS = PROCESS_STATUSES.filter((status) => STATUS_LABELS[status] !== status);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Longest first, so 'Awaiting Response' is taken out whole before anything shorter could split it.
const ALLOWED = new RegExp(
  [...STATUS_TEXTS_ALLOWED]
    .sort((a, b) => b.length - a.length)
    .map((text) => `\\b${escape(text)}\\b`)
    .join('|'),
  'g',
);
const RAW = new RegExp(`\\b(${RAW_TOKENS.map(escape).join('|')})\\b`, 'g');

/**
 * The raw tokens in a text, each with a little of its context ('…moved to Awaiting successfully…'), in the
 * order they appear; empty when every status there reads as its label.
 */
export function rawStatusTokens(text: string): string[] {
  const cleaned = text.replace(ALLOWED, (found) => ' '.repeat(found.length));
  return [...cleaned.matchAll(RAW)].map((match) => {
    const at = match.index ?? 0;
    return `${match[0]} in "…${text.slice(Math.max(0, at - 25), at + match[0].length + 25)}…"`;
  });
}

/**
 * The raw tokens a rendered page shows: its text nodes, and the titles and accessible names people read
 * on hover or hear, each taken on its own (so the texts of two cells never run into one word).
 */
export function rawStatusTokensOnPage(root: ParentNode = document.body): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(root as Node, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.nodeValue ?? '');
  for (const element of root.querySelectorAll('[title], [aria-label]')) {
    texts.push(element.getAttribute('title') ?? '', element.getAttribute('aria-label') ?? '');
  }
  return texts.flatMap(rawStatusTokens);
}

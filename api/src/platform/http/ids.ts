import { decodeId } from '@earrival/shared/util';
import { invalid } from '../errors';

const MAX_ID = 2_147_483_647; // the integer column's range: a larger id cannot exist, so it is bad input

/** An order (or gateway) id given as the number, numeric text, or the encoded form the links carry. */
export function parseId(value: number | string, what = 'order id'): number {
  const text = String(value).trim();
  const id = /^\d+$/.test(text) ? Number(text) : decodeId(text);
  if (id === null || !Number.isSafeInteger(id) || id < 1 || id > MAX_ID)
    throw invalid(`Invalid ${what}: ${text}`);
  return id;
}

/** Several ids, de-duplicated, order kept. */
export function parseIds(values: ReadonlyArray<number | string>, what = 'order id'): number[] {
  return [...new Set(values.map((v) => parseId(v, what)))];
}

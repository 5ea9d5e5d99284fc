import type { FastifyReply, FastifyRequest } from 'fastify';
import { fail } from '../http/envelope';
import { RangeNotSatisfiableError, type ObjectInfo, type ObjectStore, type RangeRequest } from './store';

/**
 * The one Range a download honours: 'bytes=a-b', 'bytes=a-' or 'bytes=-n'. Anything else (another unit,
 * several ranges, a malformed or reversed one) is ignored and the whole file sent, as HTTP allows.
 */
export function parseRange(header: string | undefined): RangeRequest | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (!first && !last) return undefined;
  if (!first) return { suffix: Number(last) };
  const start = Number(first);
  if (!last) return { start };
  const end = Number(last);
  return end >= start ? { start, end } : undefined;
}

/** If-None-Match: '*' or a list of tags, compared weakly as HTTP says for this header. */
function matchesAny(header: string, etag: string): boolean {
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.trim() === '*' || header.split(',').some((tag) => bare(tag) === bare(etag));
}

export interface ObjectReplyHeaders {
  contentType: string;
  /** e.g. 'inline; filename="x.pdf"' */
  disposition: string;
}

/**
 * Answers GET or HEAD with a stored object streamed from the store (never held whole): ETag and
 * If-None-Match (304), Range (206 with Content-Range, 416 past the end), If-Range. Returns null when the
 * object does not exist, so the route can say which 404 it is.
 */
export async function replyWithObject(
  request: FastifyRequest,
  reply: FastifyReply,
  store: ObjectStore,
  key: string,
  headers: ObjectReplyHeaders,
): Promise<FastifyReply | null> {
  const noneMatch = request.headers['if-none-match'];
  const ifRange = request.headers['if-range'];
  let range = request.method === 'GET' ? parseRange(request.headers.range) : undefined;
  // Only conditional requests pay for the extra look-up; a plain download is one call to the store.
  if (noneMatch || (range && ifRange) || request.method === 'HEAD') {
    const info = await store.stat(key);
    if (!info) return null;
    if (noneMatch && matchesAny(noneMatch, info.etag))
      return reply.code(304).header('ETag', info.etag).header('Cache-Control', 'no-store').send();
    // A Range for another version of the file than the client has: it gets the whole current one.
    if (ifRange && ifRange !== info.etag) range = undefined;
    if (request.method === 'HEAD')
      return objectHeaders(reply, info, headers).header('Content-Length', info.size).send();
  }
  let opened;
  try {
    opened = await store.open(key, { range });
  } catch (error) {
    if (!(error instanceof RangeNotSatisfiableError)) throw error;
    return reply
      .code(416)
      .header('Content-Range', `bytes */${error.size}`)
      .send(fail(`The requested range is not satisfiable: the file has ${error.size} bytes.`));
  }
  if (!opened) return null;
  objectHeaders(reply, opened, headers);
  if (opened.range) {
    const { start, end } = opened.range;
    reply.code(206).header('Content-Range', `bytes ${start}-${end}/${opened.size}`);
    return reply.header('Content-Length', end - start + 1).send(opened.body);
  }
  return reply.header('Content-Length', opened.size).send(opened.body);
}

function objectHeaders(reply: FastifyReply, info: ObjectInfo, headers: ObjectReplyHeaders): FastifyReply {
  return reply
    .header('Content-Type', headers.contentType)
    .header('Content-Disposition', headers.disposition)
    .header('ETag', info.etag)
    .header('Accept-Ranges', 'bytes')
    .header('Cache-Control', 'no-store')
    .header('X-Content-Type-Options', 'nosniff');
}

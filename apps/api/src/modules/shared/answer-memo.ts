import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** At most this many characters of answers per owner (a 49-plan listing is about 32,000): about 50 MB of memory. */
const MAX_CHARS = 25_000_000;
/** Smaller answers go as they are: gzip saves next to nothing on a plan page's few hundred bytes. */
const MIN_GZIP_CHARS = 1024;
/**
 * The fastest level: a listing's 32 KB of JSON takes about 0.17 ms and comes to 6 KB (level 6: 0.29 ms, 5.2 KB). An
 * answer is compressed on the call that first asks for it gzipped, and a shopper's own cart makes many answers new.
 */
const GZIP_LEVEL = 1;

interface Answer {
  json: string;
  /** The JSON gzipped, made the first time a browser that takes gzip asks for it. */
  gzipped?: Buffer;
}
const memos = new WeakMap<object, { answers: Map<string, Answer>; chars: number }>();

/**
 * Sends an answer that is a pure function of `key` under `owner` (the catalog snapshot it was priced from) as the
 * JSON the route's response schema made of it the first time: the listing and the plan page price and check the same
 * cards again for every visitor with the same facts, and each reload. The first answer for a key goes through the
 * route's serializer (its zod response schema checks and strips it, as for any answer); later ones send that text.
 * To a browser that takes gzip (every browser asks for it) an answer of MIN_GZIP_CHARS or more goes gzipped,
 * compressed once per answer: a listing's 32 KB of JSON is 6 KB for a phone to download.
 * The memo lives as long as its owner: a catalog change drops the snapshot, and with it every answer priced from it;
 * past MAX_CHARS it starts again empty.
 * `key` must hold every input of the answer (the caller's list: the person's facts, the enrollment's cart and answers,
 * the query, the locale).
 */
export function sendMemoized(request: FastifyRequest, reply: FastifyReply, owner: object, key: string, answer: () => unknown): FastifyReply {
  let memo = memos.get(owner);
  if (!memo) memos.set(owner, (memo = { answers: new Map(), chars: 0 }));
  let known = memo.answers.get(key);
  if (known === undefined) {
    known = { json: reply.serialize(answer()) as string };
    if (memo.chars + known.json.length + key.length > MAX_CHARS) {
      memo.answers.clear();
      memo.chars = 0;
    }
    memo.answers.set(key, known);
    memo.chars += known.json.length + key.length;
  }
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (known.json.length < MIN_GZIP_CHARS || !takesGzip(request.headers['accept-encoding'])) return reply.send(known.json);
  let gzipped = known.gzipped;
  if (gzipped === undefined) {
    gzipped = gzipSync(known.json, { level: GZIP_LEVEL });
    // Kept only within the memo's bound; past it, sent and made again next time.
    if (memo.chars + gzipped.length <= MAX_CHARS) {
      known.gzipped = gzipped;
      memo.chars += gzipped.length;
    }
  }
  return reply.header('content-encoding', 'gzip').send(gzipped);
}

/** Whether an Accept-Encoding header takes gzip: named (or `*`) without `q=0` (RFC 9110 section 12.5.3). */
export function takesGzip(header: string | string[] | undefined): boolean {
  if (!header) return false;
  let gzip: boolean | undefined;
  let any: boolean | undefined;
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [coding = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    const accepted = q === undefined || Number(q.slice(2)) > 0;
    if (coding === 'gzip' || coding === 'x-gzip') gzip = accepted;
    else if (coding === '*') any = accepted;
  }
  return gzip ?? any ?? false;
}

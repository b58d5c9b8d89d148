import type { FastifyReply } from 'fastify';

/** At most this many characters of answers per owner (a 49-plan listing is about 60,000): about 50 MB of memory. */
const MAX_CHARS = 25_000_000;
const memos = new WeakMap<object, { answers: Map<string, string>; chars: number }>();

/**
 * Sends an answer that is a pure function of `key` under `owner` (the catalog snapshot it was priced from) as the
 * JSON the route's response schema made of it the first time: the listing and the plan page price and check the same
 * cards again for every visitor with the same facts, and each reload. The first answer for a key goes through the
 * route's serializer (its zod response schema checks and strips it, as for any answer); later ones send that text.
 * The memo lives as long as its owner: a catalog change drops the snapshot, and with it every answer priced from it;
 * past MAX_CHARS it starts again empty.
 * `key` must hold every input of the answer (the caller's list: the person's facts, the enrollment's cart and answers,
 * the query, the locale).
 */
export function sendMemoized(reply: FastifyReply, owner: object, key: string, answer: () => unknown): FastifyReply {
  let memo = memos.get(owner);
  if (!memo) memos.set(owner, (memo = { answers: new Map(), chars: 0 }));
  let json = memo.answers.get(key);
  if (json === undefined) {
    json = reply.serialize(answer()) as string;
    if (memo.chars + json.length + key.length > MAX_CHARS) {
      memo.answers.clear();
      memo.chars = 0;
    }
    memo.answers.set(key, json);
    memo.chars += json.length + key.length;
  }
  return reply.type('application/json; charset=utf-8').send(json);
}

import type { FastifyReply } from 'fastify';

const MAX_ANSWERS = 2_000;
const memos = new WeakMap<object, Map<string, string>>();

/**
 * Sends an answer that is a pure function of `key` under `owner` (the catalog snapshot it was priced from) as the
 * JSON the route's response schema made of it the first time: the listing and the plan page price and check the same
 * cards again for every visitor with the same facts, and each reload. The first answer for a key goes through the
 * route's serializer (its zod response schema checks and strips it, as for any answer); later ones send that text.
 * The memo lives as long as its owner: a catalog change drops the snapshot, and with it every answer priced from it.
 * `key` must hold every input of the answer (the caller's list: the person's facts, the enrollment's cart and answers,
 * the query, the locale).
 */
export function sendMemoized(reply: FastifyReply, owner: object, key: string, answer: () => unknown): FastifyReply {
  let memo = memos.get(owner);
  if (!memo) memos.set(owner, (memo = new Map()));
  let json = memo.get(key);
  if (json === undefined) {
    json = reply.serialize(answer()) as string;
    if (memo.size >= MAX_ANSWERS) memo.clear();
    memo.set(key, json);
  }
  return reply.type('application/json; charset=utf-8').send(json);
}

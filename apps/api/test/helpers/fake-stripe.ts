import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local fake of the part of Stripe's HTTP API the adapter (and the browser) call, so tests charge, decline and
 * refund without the internet: payment_methods (create, retrieve), payment_intents (create with confirm, confirm,
 * cancel), refunds. Bodies are form-encoded as Stripe's are; answers have Stripe's shapes and error envelope. An
 * Idempotency-Key answers the same response again for the same key, as Stripe does (its charge is made once).
 *
 * Test cards: 4000 0000 0000 0002 is refused when the payment method is made (card_declined); 4000 0000 0000 0341
 * makes a payment method that is declined when charged; 4000 0000 0000 0077 one whose charge stays `processing`
 * (this fake's own choice: settled later by a webhook); any other number makes one that charges. Customers can be
 * made and payment methods attached to them (a charge on the effective date names the customer, off session). The
 * same Idempotency-Key with other parameters is refused (idempotency_error), as Stripe refuses it.
 *
 * Controls for tests: loseNextChargeAnswer() makes the next charge and answers 500 instead (a lost answer: the money
 * was taken); holdCharges() keeps charge requests waiting (a slow processor) until released.
 */
export const FAKE_STRIPE_CARDS = { accepted: '4242424242424242', declined: '4000000000000002', declinedAtCharge: '4000000000000341', processing: '4000000000000077' } as const;
export const FAKE_STRIPE_KEYS = { secret: 'sk_test_fake', publishable: 'pk_test_fake', webhookSecret: 'whsec_fake_secret' } as const;

interface FakeMethod {
  id: string;
  number: string;
  brand: string;
  exp_month: number;
  exp_year: number;
}
export interface FakeIntent {
  id: string;
  amount: number;
  currency: string;
  payment_method: string;
  status: 'succeeded' | 'requires_payment_method' | 'canceled' | 'processing';
  amount_refunded: number;
  metadata: Record<string, string>;
  customer: string | null;
  off_session: boolean;
}
interface Answer {
  status: number;
  body: unknown;
}

export interface FakeStripe {
  /** http://127.0.0.1:port: STRIPE_API_BASE. */
  url: string;
  /** Every PaymentIntent made, in order: a charge attempt each (one per idempotency key). */
  intents: FakeIntent[];
  /** Requests seen, as "METHOD path". */
  requests: string[];
  refunds: { id: string; payment_intent: string; amount: number }[];
  /** Customers made, with the payment methods attached to each. */
  customers: Map<string, string[]>;
  /** The next charge (payment_intents create) is made, and its answer is a 500 (as if lost on the way back). */
  loseNextChargeAnswer(): void;
  /** Charge requests wait until release() is called; waiting() tells how many wait now. */
  holdCharges(): { waiting(): number; release(): void };
  /** A payment method as the browser would make it with the publishable key; answers its id. */
  paymentMethod(number: string): Promise<string>;
  /** A signed webhook request's body and Stripe-Signature header. */
  signedEvent(event: { id: string; type: string; data: { object: unknown } }, secret?: string): { payload: string; signature: string };
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;

function stripeError(status: number, error: Record<string, unknown>): Answer {
  return { status, body: { error } };
}

const brandOf = (n: string) => (n.startsWith('4') ? 'visa' : /^5[1-5]/.test(n) ? 'mastercard' : /^3[47]/.test(n) ? 'amex' : 'unknown');

const intentBody = (i: FakeIntent, extra: Record<string, unknown> = {}) => ({ object: 'payment_intent', ...i, ...extra });

export async function startFakeStripe(): Promise<FakeStripe> {
  const methods = new Map<string, FakeMethod>();
  const intentsById = new Map<string, FakeIntent>();
  const intents: FakeIntent[] = [];
  const refunds: FakeStripe['refunds'] = [];
  const requests: string[] = [];
  /** Idempotency-Key -> the request's parameters and the answer (a promise, so two requests of one key at once get the one answer). */
  const byKey = new Map<string, { params: string; answer: Promise<Answer> }>();
  const customers = new Map<string, string[]>();
  let loseNext = false;
  let hold: { waiters: (() => void)[]; released: boolean } | null = null;

  const charge = (intent: FakeIntent): Answer => {
    const method = methods.get(intent.payment_method);
    if (!method) return stripeError(400, { type: 'invalid_request_error', code: 'resource_missing', message: `No such PaymentMethod: '${intent.payment_method}'`, param: 'payment_method' });
    // Off session, Stripe charges only a method attached to the customer named.
    if (intent.off_session && !(intent.customer && customers.get(intent.customer)?.includes(method.id))) {
      return stripeError(400, { type: 'invalid_request_error', code: 'payment_method_not_attached', message: 'The PaymentMethod is not attached to this customer.', param: 'payment_method' });
    }
    if (method.number === FAKE_STRIPE_CARDS.processing) {
      intent.status = 'processing';
      return { status: 200, body: intentBody(intent) };
    }
    if (method.number === FAKE_STRIPE_CARDS.declinedAtCharge) {
      intent.status = 'requires_payment_method';
      const lastError = { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' };
      return stripeError(402, { ...lastError, payment_intent: intentBody(intent, { last_payment_error: lastError }) });
    }
    intent.status = 'succeeded';
    return { status: 200, body: intentBody(intent) };
  };

  function route(method: string, path: string, form: URLSearchParams): Answer {
    const parts = path.split('/').filter(Boolean); // ['v1', 'payment_intents', id?, action?]
    if (parts[0] !== 'v1') return stripeError(404, { type: 'invalid_request_error', message: 'Unrecognized request URL' });
    const [, resource, rid, action] = parts;
    if (resource === 'payment_methods' && method === 'POST' && !rid) {
      const number = (form.get('card[number]') ?? '').replace(/\s/g, '');
      if (!/^\d{13,19}$/.test(number)) return stripeError(402, { type: 'card_error', code: 'incorrect_number', message: 'Your card number is incorrect.', param: 'card[number]' });
      if (number === FAKE_STRIPE_CARDS.declined) return stripeError(402, { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' });
      const m: FakeMethod = { id: id('pm'), number, brand: brandOf(number), exp_month: Number(form.get('card[exp_month]') ?? 12), exp_year: Number(form.get('card[exp_year]') ?? 2030) };
      methods.set(m.id, m);
      return { status: 200, body: { id: m.id, object: 'payment_method', type: 'card', card: { brand: m.brand, last4: number.slice(-4), exp_month: m.exp_month, exp_year: m.exp_year } } };
    }
    if (resource === 'payment_methods' && method === 'GET' && rid) {
      const m = methods.get(rid);
      if (!m) return stripeError(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such PaymentMethod: '${rid}'` });
      return { status: 200, body: { id: m.id, object: 'payment_method', type: 'card', card: { brand: m.brand, last4: m.number.slice(-4), exp_month: m.exp_month, exp_year: m.exp_year } } };
    }
    if (resource === 'payment_intents' && method === 'POST' && !rid) {
      const metadata: Record<string, string> = {};
      for (const [k, v] of form) {
        const m = /^metadata\[(.+)\]$/.exec(k);
        if (m) metadata[m[1]!] = v;
      }
      const intent: FakeIntent = {
        id: id('pi'),
        amount: Number(form.get('amount')),
        currency: form.get('currency') ?? 'usd',
        payment_method: form.get('payment_method') ?? '',
        status: 'requires_payment_method',
        amount_refunded: 0,
        metadata,
        customer: form.get('customer'),
        off_session: form.get('off_session') === 'true',
      };
      intents.push(intent);
      intentsById.set(intent.id, intent);
      return form.get('confirm') === 'true' ? charge(intent) : { status: 200, body: intentBody(intent) };
    }
    if (resource === 'payment_intents' && rid && method === 'POST') {
      const intent = intentsById.get(rid);
      if (!intent) return stripeError(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${rid}'` });
      if (action === 'confirm') return charge(intent);
      if (action === 'cancel') {
        if (intent.status === 'succeeded') return stripeError(400, { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'This PaymentIntent has already succeeded.' });
        intent.status = 'canceled';
        return { status: 200, body: intentBody(intent) };
      }
    }
    if (resource === 'customers' && method === 'POST' && !rid) {
      const customer = id('cus');
      customers.set(customer, []);
      return { status: 200, body: { id: customer, object: 'customer', description: form.get('description') } };
    }
    if (resource === 'payment_methods' && method === 'POST' && rid && action === 'attach') {
      const m = methods.get(rid);
      const attachedTo = customers.get(form.get('customer') ?? '');
      if (!m || !attachedTo) return stripeError(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such PaymentMethod or customer` });
      attachedTo.push(m.id);
      return { status: 200, body: { id: m.id, object: 'payment_method', type: 'card', customer: form.get('customer'), card: { brand: m.brand, last4: m.number.slice(-4), exp_month: m.exp_month, exp_year: m.exp_year } } };
    }
    if (resource === 'refunds' && method === 'POST' && !rid) {
      const intent = intentsById.get(form.get('payment_intent') ?? '');
      if (!intent || intent.status !== 'succeeded') return stripeError(400, { type: 'invalid_request_error', code: 'resource_missing', message: 'No such charge to refund.' });
      const amount = form.has('amount') ? Number(form.get('amount')) : intent.amount - intent.amount_refunded;
      if (amount <= 0 || amount > intent.amount - intent.amount_refunded) {
        return stripeError(400, { type: 'invalid_request_error', code: 'amount_too_large', message: 'Refund amount is greater than unrefunded amount on charge.' });
      }
      intent.amount_refunded += amount;
      const refund = { id: id('re'), payment_intent: intent.id, amount };
      refunds.push(refund);
      return { status: 200, body: { object: 'refund', ...refund, status: 'succeeded', currency: intent.currency } };
    }
    return stripeError(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` });
  }

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const method = req.method ?? 'GET';
      requests.push(`${method} ${url.pathname}`);
      // The browser's preflight: Stripe allows any origin to post with a publishable key.
      const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'authorization, content-type', 'access-control-allow-methods': 'GET, POST' };
      if (method === 'OPTIONS') {
        res.writeHead(204, cors).end();
        return;
      }
      const auth = req.headers.authorization ?? '';
      const key = auth.replace(/^Bearer\s+/i, '');
      const publicCall = url.pathname === '/v1/payment_methods' && method === 'POST';
      const answer: Promise<Answer> = (async () => {
        if (key !== FAKE_STRIPE_KEYS.secret && !(publicCall && key === FAKE_STRIPE_KEYS.publishable)) {
          return stripeError(401, { type: 'invalid_request_error', message: 'Invalid API Key provided' });
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const form = new URLSearchParams(raw || url.search);
        const isCharge = method === 'POST' && url.pathname === '/v1/payment_intents';
        if (isCharge && hold && !hold.released) {
          const h = hold;
          await new Promise<void>((resolve) => h.waiters.push(resolve));
        }
        const lose = isCharge && loseNext;
        if (lose) loseNext = false;
        const idem = req.headers['idempotency-key'];
        let made: Promise<Answer>;
        if (typeof idem === 'string' && method === 'POST') {
          const cacheKey = `${url.pathname}:${idem}`;
          const earlier = byKey.get(cacheKey);
          if (earlier) {
            if (earlier.params !== raw) {
              return stripeError(400, { type: 'idempotency_error', message: 'Keys for idempotent requests can only be used with the same parameters they were first used with.' });
            }
            return earlier.answer;
          }
          made = Promise.resolve(route(method, url.pathname, form));
          byKey.set(cacheKey, { params: raw, answer: made });
        } else made = Promise.resolve(route(method, url.pathname, form));
        // The charge is made (and answered to a retry of its key); this answer is lost on the way back.
        if (lose) return stripeError(500, { type: 'api_error', message: 'An unknown error occurred' });
        return made;
      })();
      void answer.then((a) => {
        res.writeHead(a.status, { 'content-type': 'application/json', 'request-id': id('req'), ...cors });
        res.end(JSON.stringify(a.body));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    intents,
    requests,
    refunds,
    customers,
    loseNextChargeAnswer() {
      loseNext = true;
    },
    holdCharges() {
      const h = { waiters: [] as (() => void)[], released: false };
      hold = h;
      return {
        waiting: () => h.waiters.length,
        release() {
          h.released = true;
          for (const w of h.waiters.splice(0)) w();
          if (hold === h) hold = null;
        },
      };
    },
    async paymentMethod(number) {
      const res = await fetch(`${url}/v1/payment_methods`, {
        method: 'POST',
        headers: { authorization: `Bearer ${FAKE_STRIPE_KEYS.publishable}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ type: 'card', 'card[number]': number, 'card[exp_month]': '12', 'card[exp_year]': '2030', 'card[cvc]': '123' }).toString(),
      });
      const body = (await res.json()) as { id?: string; error?: { message: string } };
      if (!body.id) throw new Error(`payment method refused: ${body.error?.message}`);
      return body.id;
    },
    signedEvent(event, secret = FAKE_STRIPE_KEYS.webhookSecret) {
      const payload = JSON.stringify({ object: 'event', api_version: '2025-01-01', created: Math.floor(Date.now() / 1000), livemode: false, ...event });
      return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

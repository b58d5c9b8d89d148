import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger-options.js';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const options = loggerOptions({ logLevel: 'info', env: 'test' }, { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
  const { stream, ...rest } = options as pino.LoggerOptions & { stream: { write(line: string): void } };
  return { logger: pino(rest, stream), lines };
}

describe('the log', () => {
  it("names the request on its logger's lines and on those of its children, and redacts them and their bindings", () => {
    const { logger, lines } = capture();
    const request = logger.child({ reqId: 'req-7' });
    request.info({ enrollment: { ssn: '123-45-6789' } }, 'a line of the request');
    request.child({ part: 'pricing', person: { email: 'someone@example.com' } }).warn('a line of a child');
    logger.info('a line of the server');

    expect(lines[0]).toMatchObject({ reqId: 'req-7', msg: 'a line of the request', enrollment: { ssn: '[redacted]' } });
    expect(lines[1]).toMatchObject({ reqId: 'req-7', part: 'pricing', msg: 'a line of a child', person: { email: '[redacted]' } });
    expect(lines[2]).not.toHaveProperty('reqId');
  });

  it('redacts at any depth, in arrays and in an error kept under any key, and cuts a cycle', () => {
    const { logger, lines } = capture();
    const deep = { a: { b: { c: { d: { e: { f: { card_number: '4111111111111111', kept: 'yes' } } } } } } };
    const looped: Record<string, unknown> = { name: 'loop' };
    looped.self = looped;
    const failure = Object.assign(new Error('declined'), { email: 'payer@example.com' });
    logger.info({ deep, dependents: [{ ssn: '987-65-4321' }, { dob: '01/02/2003' }], looped, cause: failure, when: new Date(0) }, 'a deep line');
    const text = JSON.stringify(lines[0]);
    for (const secret of ['4111111111111111', '987-65-4321', '01/02/2003', 'payer@example.com']) expect(text).not.toContain(secret);
    expect(lines[0]).toMatchObject({
      deep: { a: { b: { c: { d: { e: { f: { card_number: '[redacted]', kept: 'yes' } } } } } } },
      looped: { name: 'loop', self: '[Circular]' },
      cause: { type: 'Error', message: 'declined', email: '[redacted]' },
      when: '1970-01-01T00:00:00.000Z',
    });
  });

  it('writes the request as its route and the answer as its status, and an error in pino\'s shape', () => {
    const { logger, lines } = capture();
    const request = { method: 'GET', url: '/api/v1/quote/SECRET-TOKEN?email=a%40b.c', routeOptions: { url: '/api/v1/quote/:id' }, ip: '127.0.0.1', headers: { cookie: 'bs_sid=secret' } };
    logger.info({ req: request, res: { statusCode: 404, headers: { 'set-cookie': 'x' } }, responseTime: 3 }, 'request completed');
    logger.error(new Error('boom'));
    expect(lines[0]).toEqual(expect.objectContaining({ req: { method: 'GET', route: '/api/v1/quote/:id', query_names: ['email'], remoteAddress: '127.0.0.1' }, res: { statusCode: 404 }, responseTime: 3 }));
    expect(JSON.stringify(lines[0])).not.toContain('SECRET-TOKEN');
    expect(lines[1]).toMatchObject({ msg: 'boom', err: { type: 'Error', message: 'boom' } });
  });

  it('keeps the level asked for a route (a probe logs at warn)', () => {
    const { logger, lines } = capture();
    const probe = logger.child({ reqId: 'req-8' }, { level: 'warn' });
    probe.info('not written');
    probe.warn('written');
    expect(lines.map((l) => l.msg)).toEqual(['written']);
    expect(lines[0]).toMatchObject({ reqId: 'req-8' });
  });

  it('redacts the values of a format string, and an error logged without a message loses the address in its message', () => {
    const { logger, lines } = capture();
    logger.info('saved %o', { ssn: '111-11-1111' });
    logger.info({ step: 'billing' }, 'saved %j', { payment: { card_number: '4111111111111111' } });
    logger.error(new Error('mail to person@example.com refused'));
    logger.error({ err: new Error('mail to other@example.com refused') });
    const text = lines.map((l) => JSON.stringify(l)).join('\n');
    for (const secret of ['111-11-1111', '4111111111111111', 'person@example.com', 'other@example.com']) expect(text).not.toContain(secret);
    expect(lines[0]?.msg).toBe('saved {"ssn":"[redacted]"}');
    expect(lines[2]).toMatchObject({ msg: 'mail to [email] refused', err: { message: 'mail to [email] refused' } });
  });

  it("redacts what an object's toJSON gives, fields of any letter case, and bindings set later", () => {
    const { logger, lines } = capture();
    class Enrollment {
      constructor(readonly ssn: string) {}
      toJSON() {
        return { ssn: this.ssn };
      }
    }
    logger.info({ enrollment: new Enrollment('555-55-5555'), headers: { Authorization: 'Bearer token', SSN: '222-22-2222' } }, 'objects');
    const child = logger.child({ reqId: 'req-9' });
    child.setBindings({ person: { ssn: '888-88-8888' } });
    child.info('after setBindings');
    const text = lines.map((l) => JSON.stringify(l)).join('\n');
    for (const secret of ['555-55-5555', 'Bearer token', '222-22-2222', '888-88-8888']) expect(text).not.toContain(secret);
    expect(lines[1]).toMatchObject({ reqId: 'req-9', person: { ssn: '[redacted]' } });
  });

  it('writes a field named like one of Object.prototype\'s as any other, and an error among the bindings in full', () => {
    const { logger, lines } = capture();
    logger.info({ constructor: 'abc', hasOwnProperty: 'x', toString: 'y', nested: JSON.parse('{"__proto__": {"ssn": "333-33-3333"}}') }, 'odd keys');
    logger.child({ err: new Error('bound') }).info('bound error');
    expect(lines[0]).toMatchObject({ constructor: 'abc', hasOwnProperty: 'x', toString: 'y' });
    expect(JSON.stringify(lines[0])).not.toContain('333-33-3333');
    expect(lines[1]).toMatchObject({ err: { type: 'Error', message: 'bound' } });
  });

  it('cuts an error that refers to itself, and writes the line when a getter throws', () => {
    const { logger, lines } = capture();
    const looped = Object.assign(new Error('looped'), { again: null as unknown, more: null as unknown });
    looped.again = looped;
    looped.more = [looped, looped];
    looped.cause = looped;
    const trap = Object.defineProperty({}, 'value', { enumerable: true, get: () => { throw new Error('no'); } });
    logger.info({ looped, trap }, 'still written');
    expect(lines[0]).toMatchObject({ msg: 'still written', looped: { message: 'looped', again: '[Circular]' }, trap: '[unloggable]' });
    expect(JSON.stringify(lines[0]).length).toBeLessThan(20_000);
  });
});

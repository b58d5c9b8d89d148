import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions, requestLoggerFactory } from './logger-options.js';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const options = loggerOptions({ logLevel: 'info', env: 'test' }, { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
  const { stream, ...rest } = options as pino.LoggerOptions & { stream: { write(line: string): void } };
  return { logger: pino(rest, stream), lines };
}

describe("a request's logger", () => {
  it('names its request on its own lines and on those of its children, and still redacts them', () => {
    const { logger, lines } = capture();
    const request = requestLoggerFactory(logger, { reqId: 'req-7' }, {});
    request.info({ enrollment: { ssn: '123-45-6789' } }, 'a line of the request');
    request.child({ part: 'pricing' }).warn({ person: { email: 'someone@example.com' } }, 'a line of a child');
    logger.info('a line of the server');

    expect(lines[0]).toMatchObject({ reqId: 'req-7', msg: 'a line of the request', enrollment: { ssn: '[redacted]' } });
    expect(lines[1]).toMatchObject({ reqId: 'req-7', part: 'pricing', msg: 'a line of a child', person: { email: '[redacted]' } });
    expect(lines[2]).not.toHaveProperty('reqId');
  });

  it('keeps the level asked for a route (a probe logs at warn)', () => {
    const { logger, lines } = capture();
    const probe = requestLoggerFactory(logger, { reqId: 'req-8' }, { level: 'warn' });
    probe.info('not written');
    probe.warn('written');
    expect(lines.map((l) => l.msg)).toEqual(['written']);
    expect(lines[0]).toMatchObject({ reqId: 'req-8' });
  });
});

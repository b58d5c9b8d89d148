import { describe, expect, it } from 'vitest';
import { readSmsUrl } from '../../config.js';
import type { OutboxRow } from './outbox.repository.js';
import { createTransports, isSmsAvailable, smsGatewayTransport } from './transports.js';

const row = { id: 7, idempotencyKey: 'otp:7', channel: 'sms', recipient: '2125550142', text: 'Your verification code is 123456.' } as OutboxRow;

function fakeFetch(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  const impl = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { impl, calls };
}

describe('the SMS_URL gateway transport', () => {
  it('posts the message as JSON to the gateway, with the credentials of the URL as Basic authorization', async () => {
    const { impl, calls } = fakeFetch(202, { id: 'gw-1' });
    const transport = smsGatewayTransport('https://user:s%40cret@sms.example.com/v1/messages', impl);
    expect(await transport.send(row)).toEqual({ providerMessageId: 'gw-1' });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('https://sms.example.com/v1/messages');
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers.authorization).toBe(`Basic ${Buffer.from('user:s@cret').toString('base64')}`);
    expect(headers['idempotency-key']).toBe('otp:7');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ to: '+12125550142', text: row.text, idempotency_key: 'otp:7' });
  });

  it('throws when the gateway refuses, so the outbox retries later, without the gateway words in the error', async () => {
    const { impl } = fakeFetch(503, { error: 'Your verification code is 123456 could not be sent' });
    await expect(smsGatewayTransport('https://sms.example.com/send', impl).send(row)).rejects.toThrow('SMS gateway answered HTTP 503');
  });

  it('is chosen by SMS_URL; without it text messages stay in the outbox outside production and have no transport in production', () => {
    expect(createTransports({ env: 'production', smsUrl: 'https://sms.example.com/send' }).sms!.name).toBe('sms-gateway');
    expect(createTransports({ env: 'development' }).sms!.name).toBe('outbox');
    expect(createTransports({ env: 'production' }).sms).toBeUndefined();
    expect(isSmsAvailable({ env: 'production' })).toBe(false);
    expect(isSmsAvailable({ env: 'production', smsUrl: 'https://sms.example.com/send' })).toBe(true);
    expect(isSmsAvailable({ env: 'development' })).toBe(true);
  });
});

describe('SMS_URL', () => {
  it('is none when blank, an http(s) URL otherwise, and refused at start when it is anything else', () => {
    expect(readSmsUrl(undefined)).toBeNull();
    expect(readSmsUrl('  ')).toBeNull();
    expect(readSmsUrl(' https://u:k@sms.example.com/send ')).toBe('https://u:k@sms.example.com/send');
    expect(() => readSmsUrl('ftp://sms.example.com')).toThrow('SMS_URL must be an http(s) URL');
    expect(() => readSmsUrl('not a url')).toThrow();
  });
});

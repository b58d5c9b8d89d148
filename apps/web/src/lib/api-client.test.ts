import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartCountAnswerSchema, ChangeFilterAnswerSchema, CommonMenuEnvelopeSchema, MESSAGES } from '@benefit-store/domain';
import { stubApi } from '../test/render';
import { api, requestEnvelope } from './api-client';
import { ApiError } from './api-error';
import { onContractMismatch, type ContractMismatch } from './contract-mismatch';

const ok = (data: unknown, extra: Record<string, unknown> = {}) => ({ body: { status: 'success', data, ...extra } });

describe('the API client checks every answer against its schema', () => {
  let reported: ContractMismatch[];
  let stopReporting: () => void;
  beforeEach(() => {
    reported = [];
    stopReporting = onContractMismatch((mismatch) => reported.push(mismatch));
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    stopReporting();
    vi.restoreAllMocks();
  });

  it('answers the parsed data of a valid answer (keys the schema does not name are dropped)', async () => {
    stubApi({ 'get-cart-count': ok({ result: 3, leaked: 'x' }) });
    await expect(api.get('get-cart-count', CartCountAnswerSchema, { enrollment_id: 'AbCdEfGhIjKlMnOpQrStUv' })).resolves.toEqual({ result: 3 });
    expect(reported).toEqual([]);
  });

  it('checks the whole envelope when asked for it', async () => {
    stubApi({ 'get-common-menu': ok([{ category: 'dental', label: 'Dental' }], { category_order: ['dental'] }) });
    const envelope = await requestEnvelope('get-common-menu', CommonMenuEnvelopeSchema);
    expect(envelope.category_order).toEqual(['dental']);
    expect(envelope.data).toEqual([{ category: 'dental', label: 'Dental' }]);
  });

  it('refuses an answer missing a field with the standard message, and reports where it differs (not the values)', async () => {
    stubApi({ 'add-plan-to-cart': ok({ count: 3 }) });
    const call = api.post('add-plan-to-cart', CartCountAnswerSchema, { plan_id: 7 });
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({ message: MESSAGES.serverError, status: 200 });
    expect(reported).toEqual([{ path: 'add-plan-to-cart', issues: [{ path: 'result', message: expect.any(String) }] }]);
    expect(JSON.stringify(reported)).not.toContain('3');
    expect(console.error).toHaveBeenCalled();
  });

  it('refuses a value of the wrong kind as a mismatch too', async () => {
    stubApi({ 'get-cart-count': ok({ result: '3' }) });
    await expect(api.get('get-cart-count', CartCountAnswerSchema)).rejects.toMatchObject({ message: MESSAGES.serverError });
    expect(reported.map((r) => r.issues[0]?.path)).toEqual(['result']);
  });

  it('reports the route, not the ids in its path', async () => {
    stubApi({ 'change-filter-info': ok({ temp_enrollment_id: 'AbCdEfGhIjKlMnOpQrStUv' }) });
    await expect(api.put('change-filter-info/AbCdEfGhIjKlMnOpQrStUv', ChangeFilterAnswerSchema, { tier: 'IS' })).rejects.toBeInstanceOf(ApiError);
    expect(reported.map((r) => r.path)).toEqual(['change-filter-info/:id']);
    expect(JSON.stringify(reported)).not.toContain('AbCdEfGhIjKlMnOpQrStUv');
  });

  it('still answers an error envelope as that error, without reporting a mismatch', async () => {
    stubApi({ 'get-cart-count': { status: 404, body: { status: 'error', message: 'Enrollment not found', errorCode: 'notFound' } } });
    await expect(api.get('get-cart-count', CartCountAnswerSchema)).rejects.toMatchObject({ message: 'Enrollment not found', status: 404 });
    expect(reported).toEqual([]);
  });
});

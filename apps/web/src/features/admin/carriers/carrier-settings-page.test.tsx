import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONSOLE_CARRIER_MESSAGES as M, type CarrierConfigView } from '@benefit-store/domain';
import { renderPage, stubApi } from '../../../test/render';
import CarrierSettingsPage from './carrier-settings-page';

const ok = (data: unknown) => ({ body: { status: 'success', data } });
const pine: CarrierConfigView = {
  carrier_key: 'test-pine',
  carrier_name: 'Test Pine',
  configured: true,
  isa_sender: 'ZZ:BENEFITSTORE',
  isa_receiver: 'ZZ:TESTPINE',
  isa_sender_qualifier: 'ZZ',
  isa_sender_id: 'BENEFITSTORE',
  isa_receiver_qualifier: 'ZZ',
  isa_receiver_id: 'TESTPINE',
  gs_sender: 'BENEFITSTORE',
  gs_receiver: 'TESTPINE',
  payer_id: 'TESTPINE',
  sponsor_name: 'Benefit Store',
  sponsor_id: 'BENEFITSTORE',
  file_name_pattern: '{carrier}_{date}_{control}.{ext}',
  mode: 'changes',
  usage: 'T',
  plan_count: 2,
  last_file_at: null,
};

const open = (answer: (url: URL, init?: RequestInit) => { status?: number; body: unknown }) => {
  const calls = stubApi({ 'admin/carriers': answer });
  renderPage([{ path: '/admin/carriers/:carrier', element: <CarrierSettingsPage /> }], '/admin/carriers/test-pine');
  return calls;
};

describe("a carrier's file settings in the console", () => {
  it('refuses a receiver id longer than ISA08 allows and a pattern that could repeat a name, without calling the server', async () => {
    const calls = open(() => ok({ items: [pine] }));
    const receiver = await screen.findByLabelText(M.fieldIsaReceiverId);
    fireEvent.change(receiver, { target: { value: 'A'.repeat(16) } });
    fireEvent.change(screen.getByLabelText(M.fieldPattern), { target: { value: 'pine.x12' } });
    fireEvent.click(screen.getByRole('button', { name: M.save }));
    expect(await screen.findByText(M.idTooLong({ max: 15 }))).toBeTruthy();
    expect(screen.getByText(M.patternNeedsControl)).toBeTruthy();
    expect(calls.some((c) => c.init?.method === 'PUT')).toBe(false);
  });

  it('saves the settings and says so; a failed save is shown', async () => {
    let saves = 0;
    const calls = open((_url, init) => {
      if (init?.method !== 'PUT') return ok({ items: [pine] });
      saves += 1;
      return saves === 1 ? ok({ items: [{ ...pine, isa_receiver_id: 'PINE2' }] }) : { status: 500, body: { status: 'error', message: 'x', errorCode: 'serverError' } };
    });
    fireEvent.change(await screen.findByLabelText(M.fieldIsaReceiverId), { target: { value: 'PINE2' } });
    fireEvent.change(screen.getByLabelText(M.fieldUsage), { target: { value: 'P' } });
    fireEvent.click(screen.getByRole('button', { name: M.save }));
    expect(await screen.findByText(M.saved)).toBeTruthy();
    const put = calls.find((c) => c.init?.method === 'PUT')!;
    expect(put.url.pathname).toBe('/api/v1/admin/carriers/test-pine');
    expect(JSON.parse(String(put.init?.body))).toMatchObject({ isa_receiver_id: 'PINE2', usage: 'P', mode: 'changes' });
    fireEvent.click(screen.getByRole('button', { name: M.save }));
    expect(await screen.findByText(M.saveError)).toBeTruthy();
  });
});

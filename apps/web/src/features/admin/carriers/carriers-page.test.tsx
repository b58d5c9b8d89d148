import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONSOLE_CARRIER_MESSAGES as M, type CarrierConfigView, type CarrierFileView } from '@benefit-store/domain';
import { renderPage, stubApi } from '../../../test/render';
import CarriersPage from './carriers-page';

const ok = (data: unknown) => ({ body: { status: 'success', data } });
const pine: CarrierConfigView = {
  carrier_key: 'test-pine',
  carrier_name: 'Test Pine',
  configured: false,
  isa_sender: 'ZZ:BENEFITSTORE',
  isa_receiver: 'ZZ:TESTPINE',
  isa_sender_qualifier: 'ZZ',
  isa_sender_id: 'BENEFITSTORE',
  isa_receiver_qualifier: 'ZZ',
  isa_receiver_id: 'TESTPINE',
  sponsor_id: 'BENEFITSTORE',
  gs_sender: 'BENEFITSTORE',
  gs_receiver: 'TESTPINE',
  payer_id: 'TESTPINE',
  sponsor_name: 'Benefit Store',
  file_name_pattern: '{carrier}_{date}_{control}.{ext}',
  mode: 'changes',
  usage: 'T',
  plan_count: 2,
  last_file_at: null,
};
const file: CarrierFileView = {
  id: 7,
  carrier_key: 'test-pine',
  format: '834',
  file_name: 'test-pine_20261123_000000007.x12',
  control_number: 7,
  mode: 'changes',
  since: null,
  through: '2026-11-23T12:00:00.000Z',
  enrollment_count: 2,
  member_count: 5,
  coverage_count: 9,
  made_by: 'console',
  created_at: '2026-11-23T12:00:00.000Z',
};

const open = () => renderPage([{ path: '/admin/carriers', element: <CarriersPage /> }], '/admin/carriers');

describe('the console carrier files page', () => {
  it("lists each carrier's trading partners and mode, and every file made with its counts and a download link", async () => {
    stubApi({ 'admin/carriers': ok({ items: [pine] }), 'admin/carrier-files': ok({ items: [file] }) });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: M.carriersTitle })).toBeTruthy();
    const carriers = await screen.findByRole('table', { name: M.configsCaption });
    const row = within(carriers).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('ZZ:BENEFITSTORE → ZZ:TESTPINE');
    expect(row.textContent).toContain(M.modeChanges);
    expect(row.textContent).toContain(M.notConfigured);
    const files = await screen.findByRole('table', { name: M.filesCaption });
    const link = within(files).getByRole('link', { name: M.download({ name: file.file_name }) });
    expect(link.getAttribute('href')).toBe('/api/v1/admin/carrier-files/7/download');
    expect(within(files).getAllByRole('row')[1]!.textContent).toContain('2 / 5 / 9');
  });

  it('makes a file for a carrier and says so; a failure is shown', async () => {
    let made = 0;
    const calls = stubApi({
      'admin/carriers/test-pine/files': () => {
        made += 1;
        return made === 1 ? ok(file) : { status: 500, body: { status: 'error', message: 'Something went wrong.', errorCode: 'serverError' } };
      },
      'admin/carriers': ok({ items: [pine] }),
      'admin/carrier-files': ok({ items: [] }),
    });
    open();
    expect(await screen.findByText(M.noFiles)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: M.makeLabel({ action: M.make834, carrier: 'Test Pine' }) }));
    expect(await screen.findByText(M.made({ name: file.file_name, n: 2 }))).toBeTruthy();
    const post = calls.find((c) => c.init?.method === 'POST');
    expect(post?.url.pathname).toBe('/api/v1/admin/carriers/test-pine/files');
    expect(JSON.parse(String(post?.init?.body))).toEqual({ format: '834' });
    fireEvent.click(screen.getByRole('button', { name: M.makeLabel({ action: M.makeCsv, carrier: 'Test Pine' }) }));
    expect(await screen.findByText(M.makeError)).toBeTruthy();
  });

  it('says when the catalog has no carriers, and offers Retry when the list fails', async () => {
    stubApi({ 'admin/carriers': { status: 500, body: { status: 'error', message: 'x', errorCode: 'serverError' } }, 'admin/carrier-files': ok({ items: [] }) });
    open();
    expect(await screen.findByText(M.carriersError)).toBeTruthy();
    expect(screen.getByRole('button', { name: /retry/i })).toBeTruthy();
  });
});

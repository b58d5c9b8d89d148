import { describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { stubApi } from '../../../test/render';
import type * as Capture from '../../../lib/screenshot/capture-element';
import { sendStepScreenshot, stepScreenshotsSent } from './step-screenshot';

const drawn: string[] = [];
vi.mock('../../../lib/screenshot/capture-element', async (original) => ({
  ...(await original<typeof Capture>()),
  snapshotToPng: async (snapshot: { markup: string }) => {
    drawn.push(snapshot.markup);
    return 'data:image/png;base64,iVBORw0KGgo=';
  },
}));

describe('a saved step', () => {
  it('is pictured with the SSN masked and sent with save-screenshot under its tab name', async () => {
    const calls = stubApi({ 'save-screenshot': { body: { status: 'success', data: { result: 1 } } } });
    const step = document.createElement('div');
    step.innerHTML = '<form><input name="first_name" /><input name="ssn" /></form>';
    (step.querySelector('[name=first_name]') as HTMLInputElement).value = 'Ana';
    (step.querySelector('[name=ssn]') as HTMLInputElement).value = '123-45-6789';

    sendStepScreenshot('abcdefghijklmnopqrstuv', 'primary_info', step);

    await waitFor(() => expect(calls.some((c) => c.url.pathname.endsWith('/save-screenshot'))).toBe(true));
    const body = JSON.parse(String(calls.find((c) => c.url.pathname.endsWith('/save-screenshot'))!.init!.body));
    expect(body).toMatchObject({ enrollment_id: 'abcdefghijklmnopqrstuv', name: 'primary_info' });
    expect(drawn[0]).toContain('value="Ana"');
    expect(drawn[0]).toContain('***-**-6789');
    expect(drawn[0]).not.toContain('123-45-6789');
  });

  it('never blocks the wizard: a failed save is only logged', async () => {
    stubApi({ 'save-screenshot': { status: 500, body: { status: 'error', message: 'x', errorCode: 'serverError' } } });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(() => sendStepScreenshot('abcdefghijklmnopqrstuv', 'contact_info', document.createElement('div'))).not.toThrow();
    await waitFor(() => expect(warn).toHaveBeenCalled());
    warn.mockRestore();
  });

  it('is sent before completion goes on: stepScreenshotsSent settles once the picture has been sent', async () => {
    const calls = stubApi({ 'save-screenshot': { body: { status: 'success', data: { result: 1 } } } });
    sendStepScreenshot('abcdefghijklmnopqrstuv', 'agreement_info', document.createElement('div'));
    expect(calls.filter((c) => c.url.pathname.endsWith('/save-screenshot'))).toHaveLength(0);
    await stepScreenshotsSent();
    expect(calls.filter((c) => c.url.pathname.endsWith('/save-screenshot'))).toHaveLength(1);
  });
});

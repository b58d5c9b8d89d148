import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ENROLLMENT_MESSAGES, type OtpType } from '@benefit-store/domain';
import { stubApi } from '../../../../test/render';
import { OtpDialog } from './otp-dialog';

const ENROLLMENT_ID = 'abcdefghijklmnopqrstuv';
const sent = (type: OtpType) => ({
  body: {
    status: 'success',
    message: type === 'email' ? ENROLLMENT_MESSAGES.otpSentEmail : ENROLLMENT_MESSAGES.otpSentPhone,
    data: { type, expires_in: 120, resend_in: 120, length: 6 },
  },
});
const verified = (contact: string) => ({ body: { status: 'success', message: ENROLLMENT_MESSAGES.otpVerified, data: { type: 'email', contact, verified: true } } });

function Harness({ type = 'email', contact = 'ana@example.com', onVerified = () => undefined }: { type?: OtpType; contact?: string; onVerified?: (c: string) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p data-testid="state">{open ? 'open' : 'closed'}</p>
      <OtpDialog open={open} onOpenChange={setOpen} type={type} contact={contact} enrollmentId={ENROLLMENT_ID} onVerified={onVerified} />
    </>
  );
}

const digitBoxes = () => Array.from({ length: 6 }, (_, i) => screen.getByLabelText(`Digit ${i + 1} of 6`) as HTMLInputElement);

async function openCodeStage(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: ENROLLMENT_MESSAGES.sendOtp }));
  await screen.findByRole('group', { name: ENROLLMENT_MESSAGES.otpCodeGroupLabel });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the OTP dialog', () => {
  it("is titled 'Email Verification', shows the e-mail disabled and sends the code with Send OTP", async () => {
    const calls = stubApi({ 'send-otp': sent('email') });
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByRole('dialog', { name: ENROLLMENT_MESSAGES.emailVerificationTitle })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: ENROLLMENT_MESSAGES.sendOtp })));
    const contact = screen.getByLabelText<HTMLInputElement>(ENROLLMENT_MESSAGES.contactEmailLabel);
    expect(contact.value).toBe('ana@example.com');
    expect(contact.disabled).toBe(true);
    await openCodeStage(user);
    expect(calls[0]?.url.pathname).toBe('/benefit-api/v1/send-otp');
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({ contact: 'ana@example.com', enrollment_id: ENROLLMENT_ID, type: 'email' });
    expect(screen.getByRole('status').textContent).toBe(ENROLLMENT_MESSAGES.otpSentEmail);
  });

  it("is titled 'Contact Number Verification' for a phone", () => {
    render(<Harness type="phone" contact="5125550142" />);
    expect(screen.getByRole('dialog', { name: ENROLLMENT_MESSAGES.phoneVerificationTitle })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(ENROLLMENT_MESSAGES.contactNumberLabel).value).toBe('5125550142');
  });

  it("reads 'Sending...' while the code is being sent", async () => {
    let answer: (r: Response) => void = () => undefined;
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: ENROLLMENT_MESSAGES.sendOtp }));
    const busy = await screen.findByRole('button', { name: ENROLLMENT_MESSAGES.sendingOtp });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    await act(async () => answer(new Response(JSON.stringify(sent('email').body), { status: 200 })));
    await screen.findByRole('group', { name: ENROLLMENT_MESSAGES.otpCodeGroupLabel });
  });

  it('shows six single-digit boxes in one labelled group, moves on as digits are typed and back with Backspace', async () => {
    stubApi({ 'send-otp': sent('email') });
    const user = userEvent.setup();
    render(<Harness />);
    await openCodeStage(user);
    const boxes = digitBoxes();
    expect(boxes).toHaveLength(6);
    await waitFor(() => expect(document.activeElement).toBe(boxes[0]));
    await user.keyboard('12');
    expect(boxes.map((b) => b.value)).toEqual(['1', '2', '', '', '', '']);
    expect(document.activeElement).toBe(boxes[2]);
    await user.keyboard('{Backspace}');
    expect(document.activeElement).toBe(boxes[1]);
    expect(boxes.map((b) => b.value)).toEqual(['1', '', '', '', '', '']);
  });

  it('fills every box from a pasted code and verifies it without pressing Verify', async () => {
    const calls = stubApi({
      'send-otp': sent('email'),
      'verify-otp': { status: 422, body: { status: 'error', errorCode: 'validationError', message: 'x', data: [{ target_element: 'otp', error_message: ENROLLMENT_MESSAGES.otpExpired }] } },
    });
    const user = userEvent.setup();
    render(<Harness />);
    await openCodeStage(user);
    await user.click(digitBoxes()[3]!);
    await user.paste('123456');
    await screen.findByText(ENROLLMENT_MESSAGES.otpExpired);
    const verify = calls.find((c) => c.url.pathname === '/benefit-api/v1/verify-otp');
    expect(JSON.parse(String(verify?.init?.body))).toEqual({ enrollment_id: ENROLLMENT_ID, contact: 'ana@example.com', otp: '123456', type: 'email' });
  });

  it('fills the boxes from a shorter paste starting at the focused box, without verifying', async () => {
    const calls = stubApi({ 'send-otp': sent('email') });
    const user = userEvent.setup();
    render(<Harness />);
    await openCodeStage(user);
    await user.click(digitBoxes()[1]!);
    await user.paste('9 8-7');
    expect(digitBoxes().map((b) => b.value)).toEqual(['', '9', '8', '7', '', '']);
    expect(document.activeElement).toBe(digitBoxes()[4]);
    expect(calls.some((c) => c.url.pathname.endsWith('/verify-otp'))).toBe(false);
  });

  it("verifies the sixth typed digit at once and shows 'Verification Successful!' with Back to Enrollment", async () => {
    stubApi({ 'send-otp': sent('email'), 'verify-otp': verified('ana@example.com') });
    const onVerified = vi.fn();
    const user = userEvent.setup();
    render(<Harness onVerified={onVerified} />);
    await openCodeStage(user);
    await user.keyboard('246810');
    expect(await screen.findByText(ENROLLMENT_MESSAGES.otpVerified)).toBeTruthy();
    expect(onVerified).toHaveBeenCalledWith('ana@example.com');
    await user.click(screen.getByRole('button', { name: ENROLLMENT_MESSAGES.backToEnrollment }));
    expect(screen.getByTestId('state').textContent).toBe('closed');
  });

  it("says 'Verification Successful!' and closes itself after 2 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi({ 'send-otp': sent('email'), 'verify-otp': verified('ana@example.com') });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Harness />);
    await openCodeStage(user);
    fireEvent.paste(digitBoxes()[0]!, { clipboardData: { getData: () => '654321' } });
    await screen.findByText(ENROLLMENT_MESSAGES.otpVerified);
    // Let React run the effects of the success stage (its scheduler runs on the faked timers too).
    await act(async () => undefined);
    act(() => vi.advanceTimersByTime(1900));
    expect(screen.getByTestId('state').textContent).toBe('open');
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByTestId('state').textContent).toBe('closed');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("counts the resend wait down from 120 seconds with 'Please wait N seconds…' and a progress bar, then allows a new code", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = stubApi({ 'send-otp': sent('email') });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Harness />);
    await openCodeStage(user);
    await act(async () => undefined);
    expect(screen.getByText('Please wait 120 seconds before requesting a new code.')).toBeTruthy();
    const progress = screen.getByRole('progressbar', { name: ENROLLMENT_MESSAGES.otpResendProgressLabel });
    expect(progress.getAttribute('max')).toBe('120');
    const resend = screen.getByRole<HTMLButtonElement>('button', { name: ENROLLMENT_MESSAGES.resendOtp });
    expect(resend.disabled).toBe(true);
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByText('Please wait 90 seconds before requesting a new code.')).toBeTruthy();
    expect(progress.getAttribute('value')).toBe('90');
    act(() => vi.advanceTimersByTime(90_000));
    expect(screen.queryByText(/Please wait/)).toBeNull();
    expect(resend.disabled).toBe(false);
    await user.click(resend);
    await waitFor(() => expect(calls.filter((c) => c.url.pathname.endsWith('/send-otp'))).toHaveLength(2));
    expect(await screen.findByText('Please wait 120 seconds before requesting a new code.')).toBeTruthy();
  });

  it.each<[OtpType, string, string]>([
    ['email', '', ENROLLMENT_MESSAGES.otpEmptyEmail],
    ['phone', '', ENROLLMENT_MESSAGES.otpEmptyPhone],
    ['email', '123', ENROLLMENT_MESSAGES.otpTooShort],
  ])('refuses a %s code of %j with the spec message', async (type, typed, message) => {
    const calls = stubApi({ 'send-otp': sent(type) });
    const user = userEvent.setup();
    render(<Harness type={type} contact={type === 'email' ? 'ana@example.com' : '5125550142'} />);
    await openCodeStage(user);
    if (typed) await user.keyboard(typed);
    await user.click(screen.getByRole('button', { name: ENROLLMENT_MESSAGES.verifyOtp }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(message);
    expect(calls.some((c) => c.url.pathname.endsWith('/verify-otp'))).toBe(false);
  });

  it("shows the server's refusal in red under the boxes, which are marked invalid", async () => {
    stubApi({
      'send-otp': sent('email'),
      'verify-otp': {
        status: 422,
        body: { status: 'error', errorCode: 'validationError', message: 'Some fields need your attention.', data: [{ target_element: 'otp', error_message: ENROLLMENT_MESSAGES.otpWrong({ triesLeft: 4 }) }] },
      },
    });
    const user = userEvent.setup();
    render(<Harness />);
    await openCodeStage(user);
    await user.keyboard('111111');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(ENROLLMENT_MESSAGES.otpWrong({ triesLeft: 4 }));
    for (const box of digitBoxes()) {
      expect(box.getAttribute('aria-invalid')).toBe('true');
      expect(box.getAttribute('aria-describedby')).toBe(alert.id);
      expect(box.value).toBe('');
    }
    expect(document.activeElement).toBe(digitBoxes()[0]);
  });

  it("shows send-otp's refusal under the contact", async () => {
    stubApi({ 'send-otp': { status: 429, body: { status: 'error', errorCode: 'tooManyRequests', message: ENROLLMENT_MESSAGES.otpResendWait({ seconds: 87 }) } } });
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: ENROLLMENT_MESSAGES.sendOtp }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please wait 87 seconds before requesting a new code.');
  });
});

import type { FastifyReply, FastifyRequest } from 'fastify';
import { SECOND_FACTOR_SETUP_MINUTES } from '@benefit-store/domain';
import { cookieNameFor, cookieOf } from '../shared/cookie-security.js';

/**
 * The console sign-in's pending step (between the password and the second factor) is bound to the browser by this
 * signed, HTTP-only, SameSite=Strict cookie; its token's SHA-256 names the console_sign_in_steps row.
 */
export const CONSOLE_STEP_COOKIE = 'bs_console_step';

export function setConsoleStepCookie(reply: FastifyReply, token: string, secure: boolean): void {
  void reply.setCookie(cookieNameFor(reply.request, CONSOLE_STEP_COOKIE), token, { signed: true, httpOnly: true, sameSite: 'strict', secure, path: '/', maxAge: SECOND_FACTOR_SETUP_MINUTES * 60 });
}

export function clearConsoleStepCookie(reply: FastifyReply, secure: boolean): void {
  void reply.clearCookie(cookieNameFor(reply.request, CONSOLE_STEP_COOKIE), { httpOnly: true, sameSite: 'strict', secure, path: '/' });
}

export function consoleStepToken(request: FastifyRequest): string | null {
  const raw = cookieOf(request, CONSOLE_STEP_COOKIE); // `__Host-bs_console_step` over https, and only it
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value && /^[A-Za-z0-9_-]{20,100}$/.test(unsigned.value) ? unsigned.value : null;
}

import {
  calendarDateOf,
  effectiveDateOptions,
  isOfferedEffectiveDate,
  MESSAGES,
  parseAnyDate,
  PNG_DATA_URL_PREFIX,
  SCREENSHOT_MAX_BYTES,
  toIsoDate,
  toUsDate,
  type CartCheckout,
  type CartCheckoutResult,
  type EffectiveDates,
  type SaveScreenshot,
} from '@benefit-store/domain';
import { cartCount } from '../cart/cart.repository.js';
import { requireHeldEnrollment } from '../enrollment/held-enrollment.js';
import { AppError } from '../shared/app-error.js';
import type { RequestContext } from '../shared/request-context.js';
import { insertScreenshot, saveCheckout } from './checkout.repository.js';

/** GET get-cart-effective-dates: every 1st and 15th after today up to two months ahead (the domain rule), MM/DD/YYYY. */
export async function getCartEffectiveDates(ctx: RequestContext, enrollmentId: string): Promise<EffectiveDates> {
  await requireHeldEnrollment(ctx, enrollmentId);
  return { result: effectiveDateOptions(calendarDateOf(ctx.now)).map(toUsDate) };
}

/**
 * POST cart-checkout: the date must be one the cart offers today (a date that has meanwhile left the window is
 * refused under the dropdown), and the cart must hold a plan. The date is kept on the enrollment.
 */
export async function cartCheckout(ctx: RequestContext, input: CartCheckout): Promise<CartCheckoutResult> {
  const enrollment = await requireHeldEnrollment(ctx, input.enrollment_id);
  const date = parseAnyDate(input.effective_date);
  if (!date || !isOfferedEffectiveDate(date, calendarDateOf(ctx.now))) throw AppError.field('effective_date', MESSAGES.effectiveDateNotOffered);
  if ((await cartCount(ctx.db, enrollment.id)) === 0) throw new AppError('invalid', MESSAGES.checkoutEmptyCart, [], 'emptyCart');
  await ctx.db.transaction(async (tx) => {
    await saveCheckout(tx, enrollment.id, toIsoDate(date), input.type);
  });
  return { effective_date: toUsDate(date), type: input.type };
}

/** Decoded size of base64 text without decoding it. */
function base64Bytes(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/** POST save-screenshot: kept with the enrollment as the record of what was seen at checkout; at most 2 MB. */
export async function saveScreenshot(ctx: RequestContext, input: SaveScreenshot): Promise<{ result: number }> {
  const enrollment = await requireHeldEnrollment(ctx, input.enrollment_id);
  const imageBase64 = input.image.slice(PNG_DATA_URL_PREFIX.length);
  const byteSize = base64Bytes(imageBase64);
  if (byteSize > SCREENSHOT_MAX_BYTES) throw new AppError('tooLarge', MESSAGES.screenshotTooLarge, [], 'requestTooLarge');
  const id = await insertScreenshot(ctx.db, { enrollmentId: enrollment.id, name: input.name, imageBase64, byteSize });
  return { result: id };
}

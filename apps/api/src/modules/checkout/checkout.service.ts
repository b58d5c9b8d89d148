import {
  calendarDateOf,
  ERROR_CODES,
  effectiveDateOptions,
  isOfferedEffectiveDate,
  parseAnyDate,
  PNG_DATA_URL_PREFIX,
  SCREENSHOT_MAX_BYTES,
  toIsoDate,
  toUsDate,
  type CartCheckout,
  type CartCheckoutResult,
  type EffectiveDates,
  type SaveScreenshot,
  API_MESSAGES,
} from '@benefit-store/domain';
import { cartCount, repriceCart } from '../cart/index.js';
import { requireHeldEnrollment, withLockedEnrollment } from '../enrollment-record/index.js';
import { catalogSnapshot, personOfEnrollment, planAnswersFor, pricingContextOf } from '../catalog/index.js';
import { AppError } from '../shared/app-error.js';
import type { RequestContext } from '../shared/request-context.js';
import { insertScreenshot, pruneScreenshots, saveCheckout } from './checkout.repository.js';
import { LIMIT_PURPOSE, type Limiter, SCREENSHOT_BYTES_PER_ENROLLMENT, SCREENSHOTS_KEPT_PER_ENROLLMENT } from '../limits/index.js';
import { sealScreenshotImage } from './screenshot-image.js';

/** GET get-cart-effective-dates: every 1st and 15th after today up to two months ahead (the domain rule), MM/DD/YYYY. */
export async function getCartEffectiveDates(ctx: RequestContext, enrollmentId: string): Promise<EffectiveDates> {
  await requireHeldEnrollment(ctx, enrollmentId);
  return { result: effectiveDateOptions(calendarDateOf(ctx.now)).map(toUsDate) };
}

/**
 * POST cart-checkout: the date must be one the cart offers today (a date that has meanwhile left the window is
 * refused under the dropdown), and the cart must hold a plan priced as pricing prices it now. A line stored with
 * another row (the filter or the price list changed since it was added) is moved to today's row and the checkout is
 * refused, so the visitor sees the new total before agreeing to it. The date is kept on the enrollment.
 */
export async function cartCheckout(ctx: RequestContext, input: CartCheckout): Promise<CartCheckoutResult> {
  // The catalog facts re-pricing reads, before the lock: inside it only the transaction may touch the database.
  const snapshot = await catalogSnapshot(ctx.db);
  const outcome = await withLockedEnrollment(ctx, input.enrollment_id, async (tx, enrollment) => {
    const date = parseAnyDate(input.effective_date);
    if (!date || !isOfferedEffectiveDate(date, calendarDateOf(ctx.now))) throw AppError.field('effective_date', API_MESSAGES.effectiveDateNotOffered);
    if ((await cartCount(tx, enrollment.id)) === 0) throw new AppError('invalid', API_MESSAGES.checkoutEmptyCart, [], ERROR_CODES.emptyCart);
    const person = personOfEnrollment(enrollment, ctx.now);
    const { repriced, removed } = await repriceCart(tx, enrollment.id, person, pricingContextOf(snapshot, person, await planAnswersFor(tx, enrollment.id)), { now: ctx.now, missingHousehold: 'remove' });
    // Returned, not thrown: the re-priced cart must be committed for the visitor to see it.
    if (repriced + removed > 0) return 'repriced' as const;
    await saveCheckout(tx, enrollment.id, toIsoDate(date), input.type);
    return { effective_date: toUsDate(date), type: input.type };
  });
  if (outcome === 'repriced') throw new AppError('conflict', API_MESSAGES.checkoutCartRepriced, [], ERROR_CODES.cartRepriced);
  return outcome;
}

/** Decoded size of base64 text without decoding it. */
function base64Bytes(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/**
 * POST save-screenshot: kept with the enrollment as the record of what was seen at checkout; at most 2 MB each, the
 * newest few per enrollment (screenshot-caps.ts), and a limited number an hour (429 past it).
 */
export async function saveScreenshot(ctx: RequestContext, input: SaveScreenshot, limiter: Pick<Limiter, 'consume'>): Promise<{ result: number }> {
  const imageBase64 = input.image.slice(PNG_DATA_URL_PREFIX.length);
  const byteSize = base64Bytes(imageBase64);
  if (byteSize > SCREENSHOT_MAX_BYTES) throw new AppError('tooLarge', API_MESSAGES.screenshotTooLarge, [], ERROR_CODES.requestTooLarge);
  // Counted per enrollment, once the caller is known to hold it (a stranger cannot use up someone's allowance);
  // before the transaction, whose work a refusal spares.
  const held = await requireHeldEnrollment(ctx, input.enrollment_id);
  await limiter.consume(LIMIT_PURPOSE.screenshotSave, held.id);
  return withLockedEnrollment(ctx, input.enrollment_id, async (tx, enrollment) => {
    // Encrypted (screenshot-image.ts): the page it shows may hold health answers. byteSize stays the PNG's own size.
    const id = await insertScreenshot(tx, { enrollmentId: enrollment.id, name: input.name, imageBase64: sealScreenshotImage(ctx.cipher, enrollment.id, imageBase64), byteSize });
    await pruneScreenshots(tx, enrollment.id, SCREENSHOTS_KEPT_PER_ENROLLMENT, SCREENSHOT_BYTES_PER_ENROLLMENT);
    return { result: id };
  });
}

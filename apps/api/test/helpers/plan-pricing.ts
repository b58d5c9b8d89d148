import type { PlanPricingDetail } from '@benefit-store/domain';
import { expect } from 'vitest';
import type { Browser } from './browser.js';

/** Cents as the API writes money: 4080 -> "40.80". */
export const money = (cents: number) => (cents / 100).toFixed(2);

/** The plan page's prices (get-plan-pricing-detail) of one plan for this browser's enrollment. */
export async function planPricing(browser: Browser, planId: number, enrollmentId: string): Promise<PlanPricingDetail> {
  const response = await browser.get('get-plan-pricing-detail', { pid: planId, enrollment_id: enrollmentId });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as PlanPricingDetail;
}

import { defineCatalog } from './i18n/catalog.js';

/**
 * Texts only the API sends (refusals of ownership, quotes, checkout, malformed requests): the web shows them from
 * the answer's envelope and never imports this catalog, so the landing page does not carry them. Texts the web also
 * uses stay in MESSAGES. Same rules as messages.ts: each text once across all catalogs.
 */
export const API_MESSAGES = /* @__PURE__ */ defineCatalog('api', {
  // Filter and location.
  nearestZipNotFound: 'No zip code was found near this location.',

  // Catalog and pricing.
  planNotFound: 'This plan is not available.',
  planPricingNotFound: 'This price is not available for your selection.',
  pairedPlanSame: 'The paired plan must be another plan.',

  // Checkout.
  effectiveDateNotOffered: 'Please choose one of the offered effective dates.',
  checkoutEmptyCart: 'Your cart is empty. Please add a plan before checking out.',
  checkoutCartRepriced: 'The prices in your cart have changed. Please review your cart and check out again.',
  screenshotTooLarge: 'The screenshot is too large.',

  // Enrollment.
  enrollmentCompleted: 'This enrollment is already completed and can no longer be changed.',

  // Quotes.
  quoteDeclined: 'This quote was declined. Please ask your representative for a new quote.',
  quoteAlreadyAccepted: 'This quote was already accepted.',
  quoteCartChanged: 'The cart has changed. Please review it and send the quote again.',
  quoteExpired: 'This quote has expired. Please ask your representative for a new quote.',

  // Enrollment ownership: representative, group, portal, member.
  agentNotFound: 'This representative was not found.',
  groupNotFound: 'This group was not found.',
  portalNotFound: 'This portal was not found.',
  memberNotFound: 'This member was not found.',
  groupNotOfAgent: "This group is not one of the representative's groups.",
  portalNotOfGroup: "This portal is not the group's portal.",
  portalNotOfAgent: 'The representative does not offer plans through this portal.',
  notOfThisSite: 'This does not belong to the store you are enrolling on.',

  // Transport errors (apps/api error handler).
  malformedBody: 'The request body is not valid JSON.',
  badRequest: 'The request could not be read.',
  requestTooLarge: 'The request is too large.',
  unsupportedMediaType: 'Please send the request as JSON.',
  invalidInput: 'Some of the values sent cannot be stored.',
  crossSiteRequest: 'This request must come from the store itself.',
  bodyTooDeep: 'The request body is nested too deeply.',
  serviceBusy: 'The store is busy. Please try again in a moment.',
});

/** The saved tab a quote link opens (the spec's saved-tab names): the cart. */
export const QUOTE_TAB = 'cart_info' as const;

/** update-quoteseen-status: 1 accepts the quote, 0 declines it. */
export const QUOTE_STATUS = { declined: 0, accepted: 1 } as const;
export type QuoteStatusValue = (typeof QUOTE_STATUS)[keyof typeof QUOTE_STATUS];

/** The answer a quote carries: open until the client accepts or declines. */
export const QUOTE_STATES = ['sent', 'accepted', 'declined'] as const;
export type QuoteState = (typeof QUOTE_STATES)[number];

/** The client's stored redirectionType while a quote link is open: /cart then shows the quote view. */
export const SAVE_CART_REDIRECTION = 'save-cart' as const;

/** The quote link stays valid this long: the spec's 2-month effective-date window for quotes. */
export const QUOTE_LINK_TTL_DAYS = 60;

/** Limits of the save cart / send quote form. */
export const QUOTE_NAME_MAX = 100;
export const QUOTE_EMAIL_MAX = 254;
export const QUOTE_MESSAGE_MAX = 1000;

/** The preview pane's maximum height (spec section 9). */
export const QUOTE_PREVIEW_MAX_HEIGHT_PX = 500;

/** What the e-mail's template is called in the outbox. */
export const QUOTE_EMAIL_TEMPLATE = 'quote';

/**
 * Quotes one address may send in an hour. Sending mails a stranger's inbox, and rep sign-in does not exist yet,
 * so this is tighter than the API's general limit.
 */
export const QUOTES_PER_HOUR = 20;

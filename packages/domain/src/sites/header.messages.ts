import { defineCatalog } from '../i18n/catalog.js';

/**
 * The site header's own texts beyond WEB_MESSAGES: the phone's control that shows the site's contact details, the
 * language control. In the
 * landing entry with the header; each text once across all catalogs (messages.test.ts).
 */
export const HEADER_WEB_MESSAGES = /* @__PURE__ */ defineCatalog('header', {
  contact: 'Contact',
  /** The language control's label (its options name each language in itself: LOCALE_NAMES). */
  language: 'Language',
});

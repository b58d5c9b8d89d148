import { catalogView, defineCatalog } from '../../i18n/catalog.js';
import { MESSAGES } from '../../messages.js';

/** The personal-information form's other choices (here, not in catalog/people.ts, so the landing page does not carry them). */
export const PERSONAL_DETAIL_MESSAGES = /* @__PURE__ */ defineCatalog('personalDetail', {
  others: 'Others',
  single: 'Single',
  married: 'Married',
  divorced: 'Divorced',
  widowed: 'Widowed',
});

export const PERSONAL_GENDER_LABELS = {
  get 0() {
    return MESSAGES.male;
  },
  get 1() {
    return MESSAGES.female;
  },
  get 2() {
    return PERSONAL_DETAIL_MESSAGES.others;
  },
};

export const MARITAL_STATUS_LABELS = /* @__PURE__ */ catalogView(PERSONAL_DETAIL_MESSAGES, { 0: 'single', 1: 'married', 2: 'divorced', 3: 'widowed' });

import { catalogView, defineCatalog } from '../i18n/catalog.js';
import { MESSAGES } from '../messages.js';

/** Gender codes as the API sends them. The personal-information form also offers 2 (Others). */
export const GENDERS = { male: 0, female: 1 } as const;
export type Gender = (typeof GENDERS)[keyof typeof GENDERS];
/** The personal-information form's other choices (apart, so the landing page does not carry them). */
export const PERSONAL_DETAIL_MESSAGES = /* @__PURE__ */ defineCatalog('personalDetail', {
  others: 'Others',
  single: 'Single',
  married: 'Married',
  divorced: 'Divorced',
  widowed: 'Widowed',
});

export const GENDER_LABELS: Readonly<Record<Gender, string>> = /* @__PURE__ */ catalogView(MESSAGES, { 0: 'male', 1: 'female' });
export const GENDER_OPTIONS = [
  {
    value: GENDERS.male,
    get label() {
      return GENDER_LABELS[0];
    },
  },
  {
    value: GENDERS.female,
    get label() {
      return GENDER_LABELS[1];
    },
  },
] as const;

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

/** Tobacco use: 1 yes, 0 no. */
export const TOBACCO = { yes: 1, no: 0 } as const;
export type Tobacco = (typeof TOBACCO)[keyof typeof TOBACCO];
export const TOBACCO_LABELS: Readonly<Record<Tobacco, string>> = /* @__PURE__ */ catalogView(MESSAGES, { 1: 'yes', 0: 'no' });

export const MARITAL_STATUS_LABELS = /* @__PURE__ */ catalogView(PERSONAL_DETAIL_MESSAGES, { 0: 'single', 1: 'married', 2: 'divorced', 3: 'widowed' });

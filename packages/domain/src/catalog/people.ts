import { catalogView } from '../i18n/catalog.js';
import { MESSAGES } from '../messages.js';

/** Gender codes as the API sends them. The personal-information form also offers 2 (Others). */
export const GENDERS = { male: 0, female: 1 } as const;
export type Gender = (typeof GENDERS)[keyof typeof GENDERS];
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

/** Tobacco use: 1 yes, 0 no. */
export const TOBACCO = { yes: 1, no: 0 } as const;
export type Tobacco = (typeof TOBACCO)[keyof typeof TOBACCO];
export const TOBACCO_LABELS: Readonly<Record<Tobacco, string>> = /* @__PURE__ */ catalogView(MESSAGES, { 1: 'yes', 0: 'no' });

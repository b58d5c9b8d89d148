/** Gender codes as the API sends them. The personal-information form also offers 2 (Others). */
export const GENDERS = { male: 0, female: 1 } as const;
export type Gender = (typeof GENDERS)[keyof typeof GENDERS];
export const GENDER_LABELS: Record<Gender, string> = { 0: 'Male', 1: 'Female' };
export const GENDER_OPTIONS = [
  { value: GENDERS.male, label: GENDER_LABELS[0] },
  { value: GENDERS.female, label: GENDER_LABELS[1] },
] as const;

export const PERSONAL_GENDER_LABELS = { 0: 'Male', 1: 'Female', 2: 'Others' } as const;

/** Tobacco use: 1 yes, 0 no. */
export const TOBACCO = { yes: 1, no: 0 } as const;
export type Tobacco = (typeof TOBACCO)[keyof typeof TOBACCO];
export const TOBACCO_LABELS: Record<Tobacco, string> = { 1: 'Yes', 0: 'No' };

export const MARITAL_STATUS_LABELS = { 0: 'Single', 1: 'Married', 2: 'Divorced', 3: 'Widowed' } as const;

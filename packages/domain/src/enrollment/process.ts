/** Who is enrolling: the stored eprocess. */
export const EPROCESS = { rep: 'rep', applicant: 'applicant', group: 'group' } as const;
export type Eprocess = (typeof EPROCESS)[keyof typeof EPROCESS];
export const EPROCESS_VALUES = Object.values(EPROCESS) as [Eprocess, ...Eprocess[]];

/** Whose store the visitor came through. */
export const OPEN_TYPE = { agent: 'agent', group: 'group', user: 'user' } as const;
export type OpenType = (typeof OPEN_TYPE)[keyof typeof OPEN_TYPE];
export const OPEN_TYPE_VALUES = Object.values(OPEN_TYPE) as [OpenType, ...OpenType[]];

/** enroll_type as stored on the client; new_enrollment and existing-user also appear in the original client. */
export const ENROLL_TYPE = {
  newMember: 'new-member',
  newGroupMember: 'new-group-member',
  existingMember: 'existing-member',
  newEnrollment: 'new_enrollment',
  existingUser: 'existing-user',
} as const;
export type EnrollType = (typeof ENROLL_TYPE)[keyof typeof ENROLL_TYPE];
export const ENROLL_TYPE_VALUES = Object.values(ENROLL_TYPE) as [EnrollType, ...EnrollType[]];

/** The temporary enrollment's `type` column. */
export const ENROLLMENT_TYPE = {
  newUser: 'new-user',
  existingUser: 'existing-user',
  newGroupMember: 'new-group-member',
} as const;
export type EnrollmentType = (typeof ENROLLMENT_TYPE)[keyof typeof ENROLLMENT_TYPE];
export const ENROLLMENT_TYPE_VALUES = Object.values(ENROLLMENT_TYPE) as [EnrollmentType, ...EnrollmentType[]];

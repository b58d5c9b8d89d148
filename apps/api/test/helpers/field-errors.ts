/** A refusal's field errors as the envelope lists them. */
export type FieldErrorList = { target_element: string; error_message: string }[];

/** The errors of a refusal keyed by field (target_element → error_message), for comparing in one expect. */
export const byField = (errors: FieldErrorList | undefined): Record<string, string> => Object.fromEntries((errors ?? []).map((e) => [e.target_element, e.error_message]));

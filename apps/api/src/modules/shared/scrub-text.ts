/** Anything shaped like an e-mail address in free text (an SMTP refusal names its recipient). */
const EMAIL_IN_TEXT = /[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+/g;

/**
 * Free text that may quote a value, made fit for a log or a stored error: e-mail addresses out, and Drizzle's
 * "params: ..." line of a failed query (an insert's parameters are the personal data it was writing).
 */
export function scrubText(text: string): string {
  return text.replace(/\nparams:[\s\S]*$/, '\nparams: [not logged]').replace(EMAIL_IN_TEXT, '[email]');
}

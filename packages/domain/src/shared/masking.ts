/**
 * How stored secrets are shown once entered (ARCHITECTURE.md section 4: SSNs masked to the last four digits
 * everywhere after entry; spec 002 section 9: saved account numbers as five masked characters plus the stored
 * value, card numbers as six). Only the last four digits ever leave the server.
 */
export const MASK_CHAR = '*';

const lastFour = (value: string) => value.replace(/\D/g, '').slice(-4);

/**
 * '123-45-6789' → '***-**-6789', in the SSN's own shape so people recognise it. Fewer than four digits (nothing
 * stored, or garbage) shows no digits at all rather than a misleading part.
 */
export function maskSsn(ssn: string | null | undefined): string {
  const four = lastFour(ssn ?? '');
  return `***-**-${four.length === 4 ? four : '****'}`;
}

/** A saved bank account: five mask characters and the last four digits, '*****6789'. */
export const maskAccountNumber = (accountNumber: string) => `${MASK_CHAR.repeat(5)}${lastFour(accountNumber)}`;

/** A saved card: six mask characters and the last four digits, '******4242'. */
export const maskCardNumber = (cardNumber: string) => `${MASK_CHAR.repeat(6)}${lastFour(cardNumber)}`;

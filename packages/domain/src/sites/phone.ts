/** A phone number as a tel: link wants it: "+15125550142" for a 10-digit US number (display: shared/phone.ts). */
export function phoneHref(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === 10 ? `tel:+1${digits}` : `tel:${digits}`;
}

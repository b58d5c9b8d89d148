/**
 * Demo members' saved payment methods (member_records, stored encrypted), as get-existing-card-info and
 * get-existing-bank-info read them. A saved card is only what the payment provider answered (a token, the brand,
 * the last four digits, the expiry): never a card number. Fictional; the token is one of the local test provider's.
 */
export const PAYMENT_CARD_RECORDS: Record<string, unknown> = {
  'M-1001': [{ card_id: 1, name_on_cc: 'Elena Marquez', brand: 'Visa', last4: '4242', expiration_month: '08', expiration_year: '2031', token: 'tok_test_demo_m1001_visa' }],
};

/** Saved bank accounts: the account number is kept whole (encrypted with the record) and answered masked. */
export const BANK_ACCOUNT_RECORDS: Record<string, unknown> = {
  'M-1001': [
    {
      bank_id: 1,
      bank_routing: '121000248',
      account_name: 'Elena Marquez',
      bank_name: 'WELLS FARGO BANK NA',
      account_number: '000123456789',
      account_type: 'checking',
      account_holder_type: 'individual',
      bill_date: 28,
    },
  ],
};

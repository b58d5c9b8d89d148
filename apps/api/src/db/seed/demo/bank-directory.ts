/**
 * A small sample of the Federal Reserve's FedACH directory (fixed-width 155-character records, the format of
 * fedachdir.txt; the same text as docs/samples/fedach-sample.txt), loaded into bank_directory with the demo data so
 * that the routing-number lookup answers locally. Real deployments import the full file: `npm run bank-directory:import -- <file>`.
 * Test routing numbers (all pass the ABA checksum): 021000021 JPMORGAN CHASE BANK, NA; 026009593 BANK OF AMERICA, N.A.;
 * 121000248 WELLS FARGO BANK NA; 314074269 USAA FEDERAL SAVINGS BANK.
 */
export const FEDACH_SAMPLE = [
  '011000015O0110000150020802000000000FEDERAL RESERVE BANK                1000 PEACHTREE ST N.E.              ATLANTA             GA303094470866234568111     ',
  '021000021O0210012081072811000000000JPMORGAN CHASE BANK, NA             10430 HIGHLAND MANOR DR             TAMPA               FL336109128813432370011     ',
  '026009593O0210012081071910000000000BANK OF AMERICA, N.A.               8001 VILLA PARK DRIVE               HENRICO             VA232280000800446013511     ',
  '121000248O1210003741050620000000000WELLS FARGO BANK NA                 255 2ND AVE SOUTH                   MINNEAPOLIS         MN554790000800745242611     ',
  '314074269O1110000381090315000000000USAA FEDERAL SAVINGS BANK           10750 MCDERMOTT FREEWAY             SAN ANTONIO         TX782880544210456800011     ',
  '111000025O0110000152070115111000038FEDERAL RESERVE BANK OF DALLAS      2200 N PEARL ST                     DALLAS              TX752010000214922600011     ',
].join('\n');

import type { PeopleReferral, PeopleSite } from '@benefit-store/domain';

/** Site records and referral links of a data set: the people file's shape, with the rep named `agent` as in the tables. */
export type SeedSite = Omit<PeopleSite, 'rep'> & { agent: string | null };
export type SeedReferral = Omit<PeopleReferral, 'rep'> & { agent: string | null };

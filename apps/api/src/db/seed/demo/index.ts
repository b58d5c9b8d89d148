import type { DemoData } from '../seed-types.js';
import { agents } from './agents.js';
import { carriers } from './carriers.js';
import { checkout } from './checkout.js';
import { groups } from './groups.js';
import { plans } from './plans/index.js';
import { portals } from './portals.js';
import { defaultTheme } from './theme.js';
import { referrals, sites } from './sites.js';
import { members } from './members.js';
import { memberSsnRecords, moreMembers } from './members-more.js';
import { purchases } from './purchases.js';
import { healthQuestionSeed } from './health-questions.js';
import { planQuestionsSeed } from './plan-questions.js';
import { memberRecords } from './member-records/index.js';
import { FEDACH_SAMPLE } from './bank-directory.js';

/** The demo data set loaded by load-demo-data.ts. */
export const demoData: DemoData = { carriers, plans, portals, agents, groups, defaultTheme, checkout, sites, referrals, members: [...members, ...moreMembers], purchases, memberRecords: [...memberRecords, ...memberSsnRecords], healthQuestions: healthQuestionSeed(plans), planQuestions: planQuestionsSeed, bankDirectory: FEDACH_SAMPLE };

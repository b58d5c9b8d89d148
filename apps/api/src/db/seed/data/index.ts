import type { DemoData } from '../seed-types.js';
import { agents } from './agents.js';
import { carriers } from './carriers.js';
import { groups } from './groups.js';
import { plans } from './plans/index.js';
import { portals } from './portals.js';
import { defaultTheme } from './theme.js';

/** The demo data set loaded by load-demo-data.ts. */
export const demoData: DemoData = { carriers, plans, portals, agents, groups, defaultTheme };

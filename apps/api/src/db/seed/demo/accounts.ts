/**
 * Demo sign-in accounts (the access issue): one per demo rep and one administrator per demo group, listed in the
 * README. Passwords are hashed when the seed loads them (load-staff-accounts.ts); an account that exists already is
 * left as it is, so a changed password survives a restart. An account is loaded only when its rep or group is in
 * the data set being loaded: the test catalog's accounts (tessAgent, testGroupAdmin) exist only in test databases.
 */
export type SeedStaffAccount =
  | { email: string; password: string; displayName: string; role: 'agent'; agentCode: string }
  | { email: string; password: string; displayName: string; role: 'group_admin'; groupCode: string }
  /** An operator (issue 23) with its TOTP secret (base32, public like the password: README lists both). */
  | { email: string; password: string; displayName: string; role: 'operator'; totpSecret: string };

export const DEMO_STAFF_ACCOUNTS = {
  jordanLee: { email: 'jordan.lee@example.com', password: 'Jordan-Demo-2024', displayName: 'Jordan Lee', role: 'agent', agentCode: 'JLEE2024' },
  mariaRivera: { email: 'maria.rivera@example.com', password: 'Maria-Demo-3141', displayName: 'Maria Rivera', role: 'agent', agentCode: 'MRIV3141' },
  danielOkafor: { email: 'daniel.okafor@example.net', password: 'Daniel-Demo-7788', displayName: 'Daniel Okafor', role: 'agent', agentCode: 'DOKA7788' },
  acmeAdmin: {
    email: 'admin@acme-fabrication.example.com',
    password: 'Acme-Admin-2024',
    displayName: 'Priya Shah',
    role: 'group_admin',
    groupCode: 'ACME2024',
  },
  lakesideAdmin: {
    email: 'admin@lakeside-clinics.example.org',
    password: 'Lakeside-Admin-2025',
    displayName: 'Marcus Bell',
    role: 'group_admin',
    groupCode: 'LAKE2025',
  },
  memberStoreAdmin: {
    email: 'admin@members.benefit-store.example.com',
    password: 'Members-Admin-1929',
    displayName: 'Nora Quinn',
    role: 'group_admin',
    groupCode: 'MEMBER1929',
  },
  // The demo operator (issue 23): signs in at /admin with this password and a code of this TOTP secret.
  demoOperator: {
    email: 'olive.operator@example.com',
    password: 'Olive-Console-2026',
    displayName: 'Olive Ortega',
    role: 'operator',
    totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  },
  // The test catalog's rep and group (apps/api/test/helpers/fixture-data.ts).
  tessAgent: { email: 'tess@example.test', password: 'Tess-Test-1234', displayName: 'Tess Agent', role: 'agent', agentCode: 'TEST1234' },
  testGroupAdmin: { email: 'admin@example.test', password: 'Group-Test-0001', displayName: 'Gus Admin', role: 'group_admin', groupCode: 'TESTGRP1' },
} as const satisfies Record<string, SeedStaffAccount>;

export const staffAccounts: readonly SeedStaffAccount[] = Object.values(DEMO_STAFF_ACCOUNTS);

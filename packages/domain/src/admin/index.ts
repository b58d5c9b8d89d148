// The operator console's shapes (issue 23): one file per console area.
export * from './admin-list.schema.js';
export * from './audit.js';
export * from './operator.schema.js';
export * from './console-accounts.messages.js';
export * from './console-sign-in.schema.js';
export * from './staff.schema.js';
export * from './console.messages.js';
export * from './catalog.schema.js';
export * from './console-catalog.messages.js';
export * from './plan-rule-lines.js';
export * from './sites.schema.js';
export * from './sites.messages.js';
export * from './carrier-files.schema.js';
export * from './console-carriers.messages.js';
export * from './enrollments.schema.js';
export * from './console-enrollments.messages.js';

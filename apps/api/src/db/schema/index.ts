export * from './sessions.js';
export * from './enrollments.js';
export * from './catalog.js';
export * from './sites.js';
export * from './cart.js';
export * from './meta.js';

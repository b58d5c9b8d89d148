// The members module's door: what other modules and plugins/ may use. Existing members: their records (earlier answers,
// encrypted) and the member tables staff work from. Everything else in this folder is its own (eslint/api-module-
// boundaries.js).
export { readMemberRecord } from './earlier-answers.js';

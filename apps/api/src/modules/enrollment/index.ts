// The enrollment module's door: what other modules and plugins/ may use. The enrollment wizard: its steps, their saves
// and save-for-later, review and completion. app.ts registers its routes itself
// (eslint/api-module-boundaries.js).
export { moveResumeCodes } from './resume/renewed-session.js';

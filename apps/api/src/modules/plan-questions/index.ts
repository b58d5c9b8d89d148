// The plan-questions module's door: what other modules and plugins/ may use. A plan's underwriting and carrier
// questions and the enrollment's answers to them. Everything else in this folder is its own (eslint/api-module-
// boundaries.js).
export { requireCarrierAnswers } from './plan-questions.service.js';

export * from './plan-questions.messages.js';
export * from './plan-questions.schema.js';
export * from './plan-questions.rules.js';

export * from './completion.messages.js';
export * from './completion.rules.js';
export * from './signed-record.js';
export * from './confirmation.schema.js';

// The leads module's door: what other modules and plugins/ may use. Leads left by visitors who did not enroll. No other
// module uses it yet: app.ts registers its routes itself (eslint/api-module-boundaries.js).
export {};

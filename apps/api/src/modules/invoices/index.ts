// The invoices module's door: what other modules and plugins/ may use. The invoices of completed enrollments and their
// worker. No other module uses it yet: app.ts registers its routes itself (eslint/api-module-boundaries.js).
export {};

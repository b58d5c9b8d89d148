// The checkout module's door: what other modules and plugins/ may use. Checkout: the effective date, the cart's last
// checks and its screenshots before the wizard starts. No other module uses it yet: app.ts registers its routes itself
// (eslint/api-module-boundaries.js).
export {};

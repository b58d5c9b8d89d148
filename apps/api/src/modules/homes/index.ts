// The homes module's door: what other modules and plugins/ may use. The staff homes (rep and group landing data) that
// start an enrollment for a member. No other module uses it yet: app.ts registers its routes itself (eslint/api-module-
// boundaries.js).
export {};

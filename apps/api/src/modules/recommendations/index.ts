// The recommendations module's door: what other modules and plugins/ may use. Recommended plans for a visitor's
// answers. No other module uses it yet: app.ts registers its routes itself (eslint/api-module-boundaries.js).
export {};

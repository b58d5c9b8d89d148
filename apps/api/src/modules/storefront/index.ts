// The storefront module's door: what other modules and plugins/ may use. The first view's bootstrap of every store page
// (get-store-bootstrap), built from the doors of the modules below it. No other module uses it: app.ts registers its
// routes itself (eslint/api-module-boundaries.js).
export {};

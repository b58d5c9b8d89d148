// The plan-popups module's door: what other modules and plugins/ may use. The popups a plan shows before it is added
// (membership, active plan, group rules). No other module uses it yet: app.ts registers its routes itself (eslint/api-
// module-boundaries.js).
export {};

// The reports module's door (issue 25 item 5): the console's counts and premium of completed enrollments. app.ts
// registers its routes itself; nothing else uses it yet.
export {};

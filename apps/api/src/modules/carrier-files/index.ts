// The carrier-files module's door (issue 25 item 2): each carrier's enrollment file (ANSI X12 834 or CSV), made by the
// console, the daily job and `npm run enrollments`. app.ts registers its routes itself; nothing else uses it yet.
export {};

// The retention module's door (issue 28 item 4; decision 0074): the retention job and the console's erase on request.
// No other module uses it; app.ts registers its plugin and routes itself.
export {};

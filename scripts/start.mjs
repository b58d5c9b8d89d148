// `npm start`: build what is not built, then serve the web app, /api/v1 and /api/docs from one process.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfStale, root } from './lib.mjs';

const code = await buildIfStale();
if (code !== 0) {
  console.error('The build failed; see the output above.');
  process.exit(code);
}
// NODE_ENV stays as given: the demo runs on plain http://localhost, where Secure cookies would not be sent.
await import(pathToFileURL(join(root, 'apps/api/dist/server.js')).href);

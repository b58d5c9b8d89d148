// `tsc` for the typecheck scripts: TypeScript 7, the compiler written in Go (package.json's `typescript-native`),
// which checks this repository in about 40 % of 5.9's CPU time. The `typescript` package stays at 5.9 for what needs
// its JavaScript API (typescript-eslint's parser); both read the same tsconfig files (decision 0092).
//   node scripts/tsc.mjs -p tsconfig.json
// Its own command (bin/tsc) is imported, not started: it runs the compiler with this process's arguments and exit
// code, in this process where Node allows (process.execve), so stopping this one stops the compiler.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const packageJson = createRequire(import.meta.url).resolve('typescript-native/package.json');
await import(pathToFileURL(join(dirname(packageJson), 'bin', 'tsc')).href);

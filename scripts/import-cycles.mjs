// Finds import cycles between source files. A cycle means neither file can be understood, tested or moved without the
// other, and at run time one of them is evaluated half-initialised. The house has none; scripts/import-cycles.test.mjs
// fails naming every cycle's files when one appears. It reads each file once with TypeScript's import scanner (no
// syntax tree, no type checking): the whole house in about a second, unlike a lint rule resolving imports file by file.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx|mts|js|mjs|jsx)$/;
const TEST = /\.test\.(ts|tsx|mts|js|mjs|jsx)$|(^|\/)test\//;
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs', '.jsx'];

function listSources(dir, out = []) {
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) listSources(path, out);
    else if (SOURCE.test(entry) && !entry.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** The file an import names: `./x.js` may be written for `./x.ts`, and a folder means its index. */
function resolveFile(spec) {
  const candidates = [spec, spec.replace(/\.(js|mjs|jsx)$/, ''), spec.replace(/\.js$/, '.ts').replace(/\.jsx$/, '.tsx')];
  for (const base of candidates) {
    if (existsSync(base) && statSync(base).isFile()) return base;
    for (const ext of EXTENSIONS) if (existsSync(base + ext)) return base + ext;
    for (const ext of EXTENSIONS) if (existsSync(join(base, `index${ext}`))) return join(base, `index${ext}`);
  }
  return null;
}

/**
 * The modules a file imports. Type-only imports (`import type`) count too: the compiler erases them, but two files
 * whose types need each other still cannot be read, moved or split apart, and a type import across module doors
 * would let the module graph circle back unseen. Dynamic `import()` counts: a lazy step that imports the registry
 * which lazily imports it is still a circle.
 */
export function importsOf(file, text = readFileSync(file, 'utf8')) {
  // The scanner-level pre-pass the compiler uses to find a file's imports: import/export declarations (type-only
  // included) and import() calls, without building a syntax tree.
  return ts.preProcessFile(text, true, true).importedFiles.map((ref) => ref.fileName);
}

/**
 * The import graph of the non-test source files under `roots`: relative imports, and the packages named in
 * `packages` (`{ '@benefit-store/domain': '/abs/packages/domain/src/index.ts' }`), resolved to files.
 */
export function importGraph(roots, packages = {}) {
  const files = roots.flatMap((dir) => listSources(dir)).filter((file) => !TEST.test(file.split('\\').join('/')));
  const graph = new Map();
  for (const file of files) {
    const targets = new Set();
    for (const spec of importsOf(file)) {
      let target = null;
      if (spec.startsWith('.')) target = resolveFile(resolve(dirname(file), spec));
      else if (packages[spec]) target = packages[spec];
      else {
        const pkg = Object.keys(packages).find((name) => spec.startsWith(`${name}/`));
        if (pkg) target = resolveFile(resolve(dirname(packages[pkg]), spec.slice(pkg.length + 1)));
      }
      if (target) targets.add(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** Every set of files that import each other in a circle (strongly connected components, Tarjan), largest first. */
export function findCycles(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const connect = (file) => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        connect(next);
        low.set(file, Math.min(low.get(file), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file), index.get(next)));
      }
    }
    if (low.get(file) === index.get(file)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1 || graph.get(file)?.has(file)) cycles.push(component.sort());
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) connect(file);
  return cycles.sort((a, b) => b.length - a.length);
}

/** One line per cycle, its files relative to `base`. */
export function describeCycles(cycles, base) {
  return cycles.map((files) => `${files.length} files: ${files.map((file) => relative(base, file)).join(' <-> ')}`);
}

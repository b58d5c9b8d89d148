// One API module may use another only through its door (modules/<name>/index.ts), never its internals (repositories,
// tables' queries, helpers), so a module can be reorganised without breaking the others; plugins/ use modules the same
// way. modules/shared/ is the kernel every module builds on (errors, clock, request context, field encryption): any
// file may import its files, and it imports no module. As the web's rule leaves its tests alone, this one checks only
// modules/ and plugins/: app.ts and server.ts (which register every module's routes), db/ (schema, seed), scripts/
// and apps/api/test/ (which set up what they test) may reach further. Tests beside the code are left out in
// eslint.config.js. The module graph must stay acyclic (docs/architecture.md lists the order): a door of a module in
// a cycle would make import cycles through the index files, which scripts/import-cycles.test.mjs refuses.
import { dirname, relative, resolve, sep } from 'node:path';

const KERNEL = 'shared';

/** 'cart' for any path under apps/api/src/modules/cart/, else null. */
function moduleOf(file, modulesRoot) {
  const rel = relative(modulesRoot, file);
  if (rel.startsWith('..') || rel === '') return null;
  return rel.split(sep)[0];
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: "forbid importing another API module's internals; use its index.ts" },
    messages: {
      internals:
        "'{{source}}' reaches into module '{{target}}' from {{from}}: import from its door (modules/{{target}}/index.ts), exporting what you need there (a service or type, not a repository or table), or move the shared piece to modules/shared/.",
      kernel: "'{{source}}' makes modules/shared/ import module '{{target}}': the kernel imports no module; move the piece into '{{target}}' or pass it in.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const at = file.lastIndexOf(`${sep}apps${sep}api${sep}src${sep}`);
    if (at < 0) return {};
    const src = file.slice(0, at + `${sep}apps${sep}api${sep}src`.length);
    const modulesRoot = resolve(src, 'modules');
    const fromModule = moduleOf(file, modulesRoot);
    const inPlugins = !relative(resolve(src, 'plugins'), file).startsWith('..');
    if (!fromModule && !inPlugins) return {};
    const from = fromModule ? `module '${fromModule}'` : 'plugins/';
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = resolve(dirname(file), source);
      const targetModule = moduleOf(target, modulesRoot);
      if (!targetModule || targetModule === fromModule) return;
      if (targetModule === KERNEL) return;
      if (fromModule === KERNEL) {
        context.report({ node, messageId: 'kernel', data: { source, target: targetModule } });
        return;
      }
      const inside = relative(resolve(modulesRoot, targetModule), target);
      // The module folder itself (its index) or its index file is the door.
      if (inside === '' || /^index(\.[jt]s)?$/.test(inside)) return;
      context.report({ node, messageId: 'internals', data: { source, target: targetModule, from } });
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export const apiModuleBoundaries = { rules: { 'no-cross-module-internals': rule } };

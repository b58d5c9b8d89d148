// One API module may use another only through its door (modules/<name>/index.ts), never its internals (repositories,
// tables' queries, helpers), so a module can be reorganised without breaking the others; plugins/ use modules the same
// way. modules/shared/ is the kernel every module builds on (errors, clock, request context, field encryption): any
// file may import its files, and it imports no module. As the web's rule leaves its tests alone, this one checks only
// modules/ and plugins/: app.ts and server.ts (which register every module's routes), db/ (schema, seed), scripts/
// and apps/api/test/ (which set up what they test) may reach further. Tests beside the code are left out in
// eslint.config.js. The module graph must stay acyclic (docs/architecture.md lists the order): a door of a module in
// a cycle would make import cycles through the index files, which scripts/import-cycles.test.mjs refuses.
//
// A door names services and types, never a repository's functions or a table (no-repository-in-door): what other
// modules call states the module's contract (a service file whose functions say why they are public), so its
// queries and tables can change behind it. A type that is the stored row itself lives in its own file (as
// enrollment-record/enrollment-row.ts), not the repository's.
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
    const src = srcOf(file);
    if (!src) return {};
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

/** The src folder of an API file ('…/apps/api/src'), or null for any other file. */
function srcOf(file) {
  const at = file.lastIndexOf(`${sep}apps${sep}api${sep}src${sep}`);
  return at < 0 ? null : file.slice(0, at + `${sep}apps${sep}api${sep}src`.length);
}

const REPOSITORY = /\.repository(\.[jt]s)?$/;

const doorRule = {
  meta: {
    type: 'problem',
    docs: { description: "forbid a module's door (modules/<area>/index.ts) to export a repository's functions or a table" },
    messages: {
      repository:
        "The door of module '{{module}}' exports from '{{source}}', a repository: export a service that states the contract instead (a file named for what it offers, e.g. {{module}}/<what>.ts), keeping the SQL in the repository.",
      table: "The door of module '{{module}}' exports from '{{source}}', the tables: other modules use services, never a table; a row type others need goes in its own file.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const src = srcOf(file);
    if (!src) return {};
    const modulesRoot = resolve(src, 'modules');
    const rel = relative(modulesRoot, file).split(sep);
    if (rel[0] === '..' || rel.length !== 2 || !/^index\.[jt]s$/.test(rel[1])) return {};
    const module = rel[0];
    const schema = resolve(src, 'db', 'schema');
    /** 'repository', 'table' or null for an import or export source of this door. */
    const kindOf = (source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return null;
      const target = resolve(dirname(file), source);
      if (REPOSITORY.test(target)) return 'repository';
      const inSchema = relative(schema, target);
      return inSchema.startsWith('..') ? null : 'table';
    };
    const report = (node, kind, source) => context.report({ node, messageId: kind, data: { module, source } });
    // Names the door imports from a repository or the schema: exporting them (`export { x }`) is the same re-export.
    const imported = new Map();
    return {
      ImportDeclaration(node) {
        const kind = kindOf(node.source.value);
        if (kind) for (const spec of node.specifiers) imported.set(spec.local.name, { kind, source: node.source.value });
      },
      ExportNamedDeclaration(node) {
        if (node.source) {
          const kind = kindOf(node.source.value);
          if (kind) report(node.source, kind, node.source.value);
          return;
        }
        for (const spec of node.specifiers) {
          const from = spec.local.type === 'Identifier' ? imported.get(spec.local.name) : undefined;
          if (from) report(spec, from.kind, from.source);
        }
      },
      ExportAllDeclaration(node) {
        const kind = kindOf(node.source.value);
        if (kind) report(node.source, kind, node.source.value);
      },
      ExportDefaultDeclaration(node) {
        const from = node.declaration.type === 'Identifier' ? imported.get(node.declaration.name) : undefined;
        if (from) report(node.declaration, from.kind, from.source);
      },
    };
  },
};

export const apiModuleBoundaries = { rules: { 'no-cross-module-internals': rule, 'no-repository-in-door': doorRule } };

/**
 * npm run i18n:compile                 compiles the catalogs (English ICU entries) and every locales/<locale>.json
 * npm run i18n:compile -- --template es writes locales/es.json with every id and its English text, for a translator
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ALL_CATALOGS } from '../src/i18n/all-catalogs.js';
import { compiledEnglishFiles, compiledTranslationFile, plainTextsThatAreNotPlain, sourceMessages } from '../src/i18n/compile.js';

const dir = join(import.meta.dirname, '../src/i18n');
const sources = sourceMessages(ALL_CATALOGS);
const templateAt = process.argv.indexOf('--template');

if (templateAt > 0) {
  const locale = process.argv[templateAt + 1];
  if (!locale || !/^[a-z]{2,3}(-[A-Z]{2})?$/.test(locale)) throw new Error('Usage: --template <locale>, e.g. es');
  const file = join(dir, `locales/${locale}.json`);
  const existing: Record<string, string> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  writeFileSync(file, `${JSON.stringify(Object.fromEntries([...sources].map(([id, text]) => [id, existing[id] ?? text])), null, 2)}\n`);
  process.stdout.write(`Wrote ${file}: translate the texts, keep the ids and the {placeholders}, then run npm run i18n:compile.\n`);
} else {
  const odd = plainTextsThatAreNotPlain(ALL_CATALOGS);
  if (odd.length > 0) throw new Error(`These texts hold ICU syntax ({ } or quotes): write them with icu(...): ${odd.join(', ')}`);
  const files = compiledEnglishFiles(ALL_CATALOGS);
  for (const name of readdirSync(join(dir, 'locales')).filter((f) => f.endsWith('.json'))) {
    files.push(compiledTranslationFile(name.slice(0, -5), JSON.parse(readFileSync(join(dir, 'locales', name), 'utf8')), new Set(sources.keys())));
  }
  for (const file of files) writeFileSync(join(dir, file.path), file.content);
  // A catalog left without ICU entries (or renamed) leaves no stale file behind.
  const written = new Set(files.map((f) => f.path));
  for (const name of readdirSync(join(dir, 'compiled'))) if (!written.has(`compiled/${name}`)) rmSync(join(dir, 'compiled', name));
  process.stdout.write(`Wrote ${files.length} compiled catalogs under ${join(dir, 'compiled')}.\n`);
}

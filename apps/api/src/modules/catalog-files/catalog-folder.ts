import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import type { CatalogFile } from '@benefit-store/domain';

const CATALOG_FILE = /\.(json|csv)$/i;

/**
 * The files of an import from disk: a file, or every .json and .csv file of a folder and its subfolders (named by
 * their path inside it, e.g. rates/medical.csv), in name order.
 */
export function readCatalogPath(path: string): CatalogFile[] {
  if (!statSync(path).isDirectory()) return [{ name: path.split(sep).pop() ?? path, text: readFileSync(path, 'utf8') }];
  const out: CatalogFile[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (CATALOG_FILE.test(entry.name)) out.push({ name: relative(path, full).split(sep).join('/'), text: readFileSync(full, 'utf8') });
    }
  };
  walk(path);
  return out;
}

/** Writes exported files into a folder (made when missing). */
export function writeCatalogFolder(path: string, files: readonly CatalogFile[]): void {
  for (const file of files) {
    const target = join(path, file.name);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, file.text);
  }
}

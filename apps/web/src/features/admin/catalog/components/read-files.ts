import type { CatalogFile } from '@benefit-store/domain';

function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file);
  });
}

/** The chosen files as the import takes them: each one's name and its text (read in the browser, UTF-8). */
export function readCatalogFiles(files: readonly File[]): Promise<CatalogFile[]> {
  return Promise.all(files.map(async (file) => ({ name: file.name, text: await readText(file) })));
}

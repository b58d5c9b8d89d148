import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { AttachmentRenderers, type StoredAttachment } from './attachment-renderers.js';

const db = {} as Db;

describe('AttachmentRenderers', () => {
  it('renders a reference with the renderer its kind registered', async () => {
    const renderers = new AttachmentRenderers();
    renderers.register('note', async (_db, source) => Buffer.from(`note ${source.id}`));
    const files = await renderers.renderAll(db, [{ filename: 'n.txt', contentType: 'text/plain', source: { kind: 'note', id: '7' } }]);
    expect(files.map((f) => [f.filename, f.content.toString()])).toEqual([['n.txt', 'note 7']]);
  });

  it("sends an older replica's file kept as bytes (no source) as it is, beside the references, instead of failing the delivery", async () => {
    const renderers = new AttachmentRenderers();
    renderers.register('note', async () => Buffer.from('rendered'));
    const stored: StoredAttachment[] = [
      { filename: 'old.pdf', contentType: 'application/pdf', contentBase64: Buffer.from('%PDF-1.7 old').toString('base64') },
      { filename: 'new.txt', contentType: 'text/plain', source: { kind: 'note' } },
    ];
    const files = await renderers.renderAll(db, stored);
    expect(files.map((f) => [f.filename, f.contentType, f.content.toString()])).toEqual([
      ['old.pdf', 'application/pdf', '%PDF-1.7 old'],
      ['new.txt', 'text/plain', 'rendered'],
    ]);
  });

  it('leaves out an entry with neither a source nor bytes, and waits (throws) for a kind nobody registered', async () => {
    const renderers = new AttachmentRenderers();
    expect(await renderers.renderAll(db, [{ filename: 'x', contentType: 'text/plain' } as unknown as StoredAttachment])).toEqual([]);
    await expect(renderers.renderAll(db, [{ filename: 'x', contentType: 'text/plain', source: { kind: 'unknown' } }])).rejects.toThrow(/No attachment renderer/);
  });
});

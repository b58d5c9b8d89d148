import type { Db } from '../../db/client.js';

// Public through the door: a message's attachments are stored as references to what they are made from, never as
// their bytes (docs/decisions/0081-mail-attachments-rendered-on-demand.md). The module that owns the source (the
// receipt: enrollment completion) registers how to render its kind; the delivery job and /dev/outbox render on demand.

/** What an attachment is made from: its kind (the renderer's name) and the kind's own keys (e.g. the enrollment id). */
export interface AttachmentSource {
  kind: string;
  [key: string]: string;
}

/** An attachment as the outbox row keeps it: a name, a type and its source; no content. */
export interface AttachmentReference {
  filename: string;
  contentType: string;
  source: AttachmentSource;
}

/**
 * An attachment as rows written before decision 0081 keep it: its bytes, base64 (a replica of the older release still
 * running during a rolling deploy writes these). Sent as it is, then dropped with the references after a real send.
 */
export interface LegacyAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

/** What a row's attachments list may hold: references, and (from an older replica) files as bytes. */
export type StoredAttachment = AttachmentReference | LegacyAttachment;

/** An attachment's bytes, made for one send or one view and never stored. */
export interface RenderedAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** Makes one kind's file from its source; null when the source is gone (an erased record): the file is left out. */
export type AttachmentRenderer = (db: Db, source: AttachmentSource) => Promise<Uint8Array | null>;

/** The renderers by kind, filled by the modules that own each kind while the app starts (app.mailAttachments). */
export class AttachmentRenderers {
  private readonly byKind = new Map<string, AttachmentRenderer>();

  register(kind: string, render: AttachmentRenderer): void {
    if (this.byKind.has(kind)) throw new Error(`An attachment renderer for ${kind} is registered already`);
    this.byKind.set(kind, render);
  }

  /**
   * The attachment's bytes; null when its source is gone. An unknown kind throws: its message waits for a renderer. A
   * file kept as bytes (no source: an older replica's) is those bytes.
   */
  async render(db: Db, attachment: StoredAttachment): Promise<RenderedAttachment | null> {
    if (!('source' in attachment) || typeof attachment.source !== 'object' || attachment.source === null) {
      const legacy = attachment as Partial<LegacyAttachment>;
      if (typeof legacy.contentBase64 !== 'string') return null;
      return { filename: attachment.filename, contentType: attachment.contentType, content: Buffer.from(legacy.contentBase64, 'base64') };
    }
    const render = this.byKind.get(attachment.source.kind);
    if (!render) throw new Error(`No attachment renderer is registered for ${attachment.source.kind}`);
    const bytes = await render(db, attachment.source);
    return bytes ? { filename: attachment.filename, contentType: attachment.contentType, content: Buffer.from(bytes) } : null;
  }

  /** Every attachment of a message that can still be made, in order. */
  async renderAll(db: Db, attachments: readonly StoredAttachment[] | null | undefined): Promise<RenderedAttachment[]> {
    const rendered: RenderedAttachment[] = [];
    for (const attachment of attachments ?? []) {
      const file = await this.render(db, attachment);
      if (file) rendered.push(file);
    }
    return rendered;
  }
}

import { inflateSync } from 'node:zlib';

/** The text a PDF draws (pdf-lib writes uncompressed hex strings with object streams off; decode them). */
export async function pdfText(bytes: Buffer): Promise<string> {
  const raw = bytes.toString('latin1');
  const parts: string[] = [];
  for (const m of raw.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) parts.push(Buffer.from(m[1]!, 'hex').toString('latin1'));
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)) {
    try {
      const inner = inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
      for (const h of inner.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) parts.push(Buffer.from(h[1]!, 'hex').toString('latin1'));
    } catch {
      // not compressed
    }
  }
  return parts.join('\n');
}

import { PNG_DATA_URL_PREFIX, SCREENSHOT_MAX_BYTES } from '@benefit-store/domain';

/** Tall carts are cut here: the record needs what was on screen around the totals, not an endless image. */
const MAX_HEIGHT = 4000;

/** The page's CSS as text (same-origin sheets only), plus the theme variables set inline on <html>. */
function pageCss(): string {
  const parts: string[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    try {
      for (const rule of Array.from(sheet.cssRules)) parts.push(rule.cssText);
    } catch {
      // A cross-origin sheet cannot be read; the capture goes on without it.
    }
  }
  const inline = document.documentElement.style.cssText;
  if (inline) parts.push(`:root{${inline}}`);
  return parts.join('\n');
}

export interface Snapshot {
  markup: string;
  css: string;
  width: number;
  height: number;
}

/**
 * Takes what is needed for the picture synchronously (markup, styles, size), so that the page may navigate away at
 * once; rendering to PNG happens later in `snapshotToPng`.
 */
export function snapshotElement(element: HTMLElement): Snapshot {
  const box = element.getBoundingClientRect();
  return {
    markup: new XMLSerializer().serializeToString(element),
    css: pageCss(),
    width: Math.max(1, Math.ceil(box.width)),
    height: Math.max(1, Math.min(MAX_HEIGHT, Math.ceil(box.height))),
  };
}

/**
 * Like snapshotElement, for a form: what was typed and chosen is written into the copy's markup (a serialised input
 * otherwise shows its initial value), and `conceal` replaces the values that must never be pictured (the SSN shows
 * masked, as everywhere after entry).
 */
export function snapshotForm(element: HTMLElement, conceal: (name: string, value: string) => string): Snapshot {
  const copy = element.cloneNode(true) as HTMLElement;
  const originals = element.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea');
  const copies = copy.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea');
  originals.forEach((field, i) => {
    const target = copies[i];
    if (!target) return;
    if (field instanceof HTMLSelectElement) {
      for (const option of Array.from((target as HTMLSelectElement).options)) option.toggleAttribute('selected', option.value === field.value);
    } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      target.toggleAttribute('checked', field.checked);
    } else if (field instanceof HTMLTextAreaElement) {
      target.textContent = conceal(field.name, field.value);
    } else {
      target.setAttribute('value', conceal(field.name, field.value));
    }
  });
  const snapshot = snapshotElement(element);
  return { ...snapshot, markup: new XMLSerializer().serializeToString(copy) };
}

/**
 * The snapshot as an SVG document. The picture is parsed as XML, where CSS such as a range query (`@container (width
 * <= 38rem)`, as the browser writes one back) or a `&` would end it; the styles go in a CDATA section (with any `]]>`
 * split), so no rule of the page breaks the picture.
 */
export function snapshotSvg({ markup, css, width, height }: Snapshot): string {
  const styles = css.replace(/<\/style/gi, '').replaceAll(']]>', ']]]]><![CDATA[>');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<foreignObject width="100%" height="100%"><div xmlns="http://www.w3.org/1999/xhtml" style="width:${width}px">` +
    `<style><![CDATA[${styles}]]></style>${markup}</div></foreignObject></svg>`
  );
}

/**
 * Draws the snapshot as an SVG foreignObject onto a canvas and returns a PNG data URL, or null when the browser
 * cannot (an old engine, a tainted canvas) or the picture would pass the server's size cap. The PNG is encoded with
 * toBlob, which the browser does in slices or off the main thread, not in one task that holds the page still.
 */
export async function snapshotToPng(snapshot: Snapshot): Promise<string | null> {
  const { width, height } = snapshot;
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(snapshotSvg(snapshot))}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(image, 0, 0);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob || blob.type !== 'image/png' || blob.size > SCREENSHOT_MAX_BYTES) return null;
  const png = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The picture could not be read.'));
    reader.readAsDataURL(blob);
  });
  return png.startsWith(PNG_DATA_URL_PREFIX) ? png : null;
}

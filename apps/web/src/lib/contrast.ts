/** Text colour for a badge background: whichever of black and white contrasts more (WCAG relative luminance). */
const DARK = '#000000'; // pure black: the better of the two always reaches 4.5:1
const LIGHT = '#ffffff';

function parseHex(color: string): [number, number, number] | null {
  const hex = color.trim().replace(/^#/, '');
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) return null;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

function luminance([r, g, b]: [number, number, number]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export function readableTextOn(background: string): string | null {
  const rgb = parseHex(background);
  if (!rgb) return null;
  const l = luminance(rgb);
  const onDark = (1.05) / (l + 0.05);
  const onLight = (l + 0.05) / (luminance(parseHex(DARK)!) + 0.05);
  return onDark >= onLight ? LIGHT : DARK;
}

export function isHexColor(color: string | null | undefined): color is string {
  return typeof color === 'string' && parseHex(color) !== null;
}

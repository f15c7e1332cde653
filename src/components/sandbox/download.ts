/**
 * Files out of the sandbox: text and JSON as downloads, and the board as a standalone SVG (the
 * shared map drawing and the board's styles copied in) or as a PNG drawn from that SVG.
 */
export function download(name: string, text: string | Blob, type = 'application/json'): void {
  const blob = typeof text === 'string' ? new Blob([text], { type }) : text;
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

/** The board's SVG with everything it refers to, so it stands alone outside the page. */
export function standaloneSvg(svg: SVGSVGElement): string {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('xmlns:xlink', 'http://www.w3.org/1999/xlink');
  copy.querySelector('.bd-pick-layer')?.remove();
  copy.querySelector('g.bd-view')?.removeAttribute('transform');
  const defs = document.querySelector('svg.bd-defs defs')?.cloneNode(true);
  if (defs) copy.prepend(defs);
  const rules: string[] = [];
  for (const sheet of document.styleSheets) {
    try {
      for (const rule of sheet.cssRules) if (/\.bd-/.test(rule.cssText)) rules.push(rule.cssText);
    } catch {
      // A stylesheet from another origin cannot be read; the board's own are on this one.
    }
  }
  const style = document.createElementNS('http://www.w3.org/2000/svg', 'style');
  style.textContent = rules.join('\n');
  copy.prepend(style);
  const [, , w, h] = (copy.getAttribute('viewBox') ?? '0 0 1000 850').split(' ').map(Number);
  copy.setAttribute('width', String(w));
  copy.setAttribute('height', String(h));
  return new XMLSerializer().serializeToString(copy);
}

export async function svgToPng(svgText: string, scale = 2): Promise<Blob> {
  const img = new Image();
  const url = URL.createObjectURL(new Blob([svgText], { type: 'image/svg+xml' }));
  try {
    await new Promise<void>((ok, fail) => {
      img.onload = () => ok();
      img.onerror = () => fail(new Error('the board could not be drawn as an image'));
      img.src = url;
    });
    const canvas = document.createElement('canvas');
    canvas.width = img.width * scale;
    canvas.height = img.height * scale;
    const ctx = canvas.getContext('2d')!;
    ctx.scale(scale, scale);
    ctx.drawImage(img, 0, 0);
    return await new Promise<Blob>((ok, fail) => canvas.toBlob((b) => (b ? ok(b) : fail(new Error('no PNG'))), 'image/png'));
  } finally {
    URL.revokeObjectURL(url);
  }
}

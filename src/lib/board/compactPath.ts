/**
 * The map's outlines are written in absolute coordinates with one decimal ("M106.6,686.4L111.8,687.1
 * 112.2,687.2Z"). The same outline in relative steps ("M106.6,686.4l5.2.7.4.1z") is about a third
 * shorter, and every page with a board carries the whole map once: rewritten so at build time.
 * Only paths made of M, L and Z are rewritten; any other is returned unchanged.
 */
export function compactPath(d: string): string {
  if (!/^[MLZ\d.,\s-]*$/.test(d)) return d;
  const tokens = d.match(/[MLZ]|-?(?:\d+\.?\d*|\.\d+)/g) ?? [];
  let out = '';
  let last = '';
  // The current point and the subpath's start, in tenths, so that every step is exact.
  let [x, y, sx, sy] = [0, 0, 0, 0];
  let command = '';
  const push = (n: number) => {
    const s = tenths(n);
    // Numbers run together where the sign or a second decimal point already separates them.
    if (last !== '' && !s.startsWith('-') && !(s.startsWith('.') && last.includes('.')) && !/[a-zA-Z]$/.test(out)) out += ',';
    out += s;
    last = s;
  };
  for (let i = 0; i < tokens.length; ) {
    const t = tokens[i];
    if (t === 'M' || t === 'L' || t === 'Z') {
      command = t;
      i++;
      if (t === 'Z') {
        out += 'z';
        last = '';
        [x, y] = [sx, sy];
      }
      continue;
    }
    const [px, py] = [Math.round(Number(tokens[i]) * 10), Math.round(Number(tokens[i + 1]) * 10)];
    i += 2;
    if (command === 'M') {
      out += 'M';
      last = '';
      push(px);
      push(py);
      [x, y, sx, sy] = [px, py, px, py];
      // Pairs after a move's first are lines.
      command = 'L*';
      continue;
    }
    if (command !== 'l') {
      out += 'l';
      last = '';
      command = 'l';
    }
    push(px - x);
    push(py - y);
    [x, y] = [px, py];
  }
  return out;
}

/** A number of tenths as the shortest decimal: 7 → ".7", -15 → "-1.5", 20 → "2". */
function tenths(n: number): string {
  const sign = n < 0 ? '-' : '';
  const a = Math.abs(n);
  const whole = Math.floor(a / 10);
  const frac = a % 10;
  return `${sign}${whole === 0 && frac !== 0 ? '' : whole}${frac ? `.${frac}` : ''}`;
}

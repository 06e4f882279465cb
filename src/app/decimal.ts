/** Compares two non-negative decimal strings exactly (no floats): -1, 0 or 1. */
export function compareDecimal(a: string, b: string): number {
  const [aWhole, aFraction = ''] = a.split('.');
  const [bWhole, bFraction = ''] = b.split('.');
  const wholeA = aWhole.replace(/^0+(?=\d)/, '');
  const wholeB = bWhole.replace(/^0+(?=\d)/, '');
  if (wholeA.length !== wholeB.length) return wholeA.length < wholeB.length ? -1 : 1;
  if (wholeA !== wholeB) return wholeA < wholeB ? -1 : 1;
  const width = Math.max(aFraction.length, bFraction.length);
  const fa = aFraction.padEnd(width, '0');
  const fb = bFraction.padEnd(width, '0');
  return fa === fb ? 0 : fa < fb ? -1 : 1;
}

const isParam = (segment: string) => segment.startsWith(':') || segment === '*';

/**
 * Orders address patterns so the most specific wins: segment by segment, a fixed segment comes before a parameter
 * (/reservations/new before /reservations/:id). Shared by the route table and the build's preload map
 * (scripts/viteDelivery.ts), so both pick the same screen for an address.
 */
export function compareRouteSpecificity(a: string, b: string): number {
  const left = a.split('/').filter(Boolean);
  const right = b.split('/').filter(Boolean);
  for (let i = 0; i < Math.min(left.length, right.length); i += 1) {
    const rank = Number(isParam(left[i])) - Number(isParam(right[i]));
    if (rank !== 0) return rank;
  }
  return left.length - right.length;
}

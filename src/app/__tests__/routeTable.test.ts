import { describe, expect, it } from 'vitest';
import { APP_ROUTES } from '../routes';
import { compareRouteSpecificity, rankRoutes, type AppRoute } from '../routeTable';

const segments = (path: string) => path.split('/').filter(Boolean);
const matches = (pattern: string, path: string) => {
  const p = segments(pattern);
  const s = segments(path);
  return p.length === s.length && p.every((seg, i) => seg.startsWith(':') || seg === s[i]);
};
/** An address the pattern was written for: each parameter filled with a value no fixed segment uses. */
const sampleOf = (pattern: string) => `/${segments(pattern).map((seg) => (seg.startsWith(':') ? '4711' : seg)).join('/')}`;
const firstMatch = (routes: readonly AppRoute[], path: string) => routes.find((r) => matches(r.path, path))?.path;

describe('the route table', () => {
  it('sends every screen its own addresses, whatever order the areas list them in', () => {
    const shuffled = rankRoutes([...APP_ROUTES].reverse());
    for (const route of APP_ROUTES) {
      expect(firstMatch(APP_ROUTES, sampleOf(route.path))).toBe(route.path);
      expect(firstMatch(shuffled, sampleOf(route.path))).toBe(route.path);
    }
  });

  it('puts a fixed segment before a parameter at the first place they differ', () => {
    expect(compareRouteSpecificity('/reservations/new', '/reservations/:id')).toBeLessThan(0);
    expect(compareRouteSpecificity('/reservations/:id/passengers', '/reservations/:id/:itemId')).toBeLessThan(0);
    expect(compareRouteSpecificity('/products/:id', '/products/packages')).toBeGreaterThan(0);
    expect(compareRouteSpecificity('/rates', '/rates')).toBe(0);
  });

  it('holds each address pattern once', () => {
    const paths = APP_ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    // 75 screens, the mail outbox (issue 22) and payment schedules (issue 24).
    expect(paths).toHaveLength(80);
  });
});

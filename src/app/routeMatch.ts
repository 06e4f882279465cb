import { AREA_ROUTES } from './areaRoutes';
import { matchPattern, type AppRoute } from './routeTable';

/** The app path ('/reservations/7') of a browser path ('/en/reservations/7'). */
export const appPath = (browserPath: string) => browserPath.replace(/^\/[a-z]{2,3}(?:-[a-z0-9]{2,8})*(?=\/|$)/i, '') || '/';

/** Signed-in paths only: the guest pages (/auth/...) load nothing of the signed-in area. */
export const isGuestPath = (path: string) => /^\/auth(\/|$)/.test(path);

/** The signed-in route an app path shows, with its params; null when none matches. */
export function matchAppRoute(path: string): { route: AppRoute; params: Record<string, string> } | null {
  for (const route of AREA_ROUTES) {
    const params = matchPattern(route.path, path);
    if (params) return { route, params };
  }
  return null;
}

/** SPEC.md section 2: every path outside /auth and the root is checked by the server (src/app/guards/AccessGuard.tsx). */
export const needsAccessCheck = (path: string) => path !== '/';

import { AREA_ROUTES } from './areaRoutes';
import { withAreaMessages } from './areaScreen';
import type { AppRoute } from './routeTable';

export type { AppRoute } from './routeTable';

/** The route table of the signed-in area: each business area's screens, rendered with the area's messages. */
export const APP_ROUTES: AppRoute[] = AREA_ROUTES.map((route) => ({
  ...route, component: route.area ? withAreaMessages(route.area, route.component) : route.component,
}));

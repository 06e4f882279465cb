import { authRoutes } from '../features/auth/routes';
import { cashierRoutes } from '../features/cashier/routes';
import { entitiesRoutes } from '../features/entities/routes';
import { generalParametersRoutes } from '../features/general-parameters/routes';
import { homeRoutes } from '../features/home/routes';
import { productsRoutes } from '../features/products/routes';
import { ratesRoutes } from '../features/rates/routes';
import { reportsRoutes } from '../features/reports/routes';
import { reservationsRoutes } from '../features/reservations/routes';
import { usersRoutes } from '../features/users/routes';
import type { MessageArea } from './i18n';
import { rankRoutes, type AppRoute, type LazyScreen } from './routeTable';

const AREAS: Record<MessageArea, readonly AppRoute[]> = {
  home: homeRoutes, products: productsRoutes, reservations: reservationsRoutes, 'general-parameters': generalParametersRoutes,
  rates: ratesRoutes, cashier: cashierRoutes, entities: entitiesRoutes, users: usersRoutes, reports: reportsRoutes, auth: authRoutes,
};

/**
 * Every signed-in screen with the business area whose messages it reads and the download of its code, most specific
 * pattern first, so a fixed segment always wins over a parameter whatever order the areas list them in. No React
 * renders here: the first requests (src/app/firstRequests.ts) match the address against it before the app has run;
 * src/app/routes.tsx gives each screen its area's messages.
 */
export const AREA_ROUTES: AppRoute[] = rankRoutes(
  (Object.entries(AREAS) as [MessageArea, readonly AppRoute[]][]).flatMap(([area, routes]) =>
    routes.map((route) => ({ ...route, area, preload: (route.component as LazyScreen).preload }))),
);

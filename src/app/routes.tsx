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
import { inArea } from './areaScreen';
import { rankRoutes, type AppRoute } from './routeTable';

export type { AppRoute } from './routeTable';

/**
 * The route table of the signed-in area: each business area's screens (with the area's messages), most specific
 * pattern first, so a fixed segment always wins over a parameter whatever order the areas list them in.
 */
export const APP_ROUTES: AppRoute[] = rankRoutes([
  ...inArea('home', homeRoutes), ...inArea('products', productsRoutes), ...inArea('reservations', reservationsRoutes),
  ...inArea('general-parameters', generalParametersRoutes), ...inArea('rates', ratesRoutes),
  ...inArea('cashier', cashierRoutes), ...inArea('entities', entitiesRoutes), ...inArea('users', usersRoutes),
  ...inArea('reports', reportsRoutes), ...inArea('auth', authRoutes),
]);

import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface AppRoute {
  path: string;
  component: LazyExoticComponent<ComponentType>;
}

const named = <T extends Record<string, ComponentType>>(load: () => Promise<T>, name: keyof T) =>
  lazy(async () => ({ default: (await load())[name] }));

/** The route table of the signed-in area; each screen is its own chunk. Paths are without the locale prefix. */
export const APP_ROUTES: AppRoute[] = [
  { path: '/', component: named(() => import('../features/home/HomeRoute'), 'HomeRoute') },
];

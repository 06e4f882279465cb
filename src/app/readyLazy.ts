import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Calls back before returning, so React's lazy sees the module as loaded in the same render. */
const alreadyHere = <T,>(value: T) => ({ then: (resolve: (value: T) => void) => { resolve(value); } }) as unknown as Promise<T>;

/**
 * React.lazy over a component whose code `preload` may already have fetched. React's lazy suspends whenever its
 * factory's promise has not settled by the time it returns, even for code that came long ago, and a boundary that has
 * shown its fallback reveals its content no sooner than 300 ms later (React's fallback throttle): a cold deep link
 * whose page code had arrived still waited that long. Once loaded, this one renders at once.
 */
export function readyLazy<P extends object>(load: () => Promise<ComponentType<P>>): LazyExoticComponent<ComponentType<P>> & { preload: () => Promise<ComponentType<P>> } {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    // A failed download is asked again next time, as a plain import() would be.
    loading ??= load().then((component) => (loaded = component), (error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const component = lazy(() => (loaded ? alreadyHere({ default: loaded }) : preload().then((c) => ({ default: c }))));
  return Object.assign(component, { preload });
}

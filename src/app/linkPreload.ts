/**
 * Pages preload the address behind a link the user points at or tabs to, without importing the route table (which
 * imports every area's pages): the signed-in area registers the preloader when it starts (routePreload.ts).
 */
type Preloader = (browserPath: string, search: string) => void;
let preloader: Preloader | null = null;

export function registerLinkPreloader(next: Preloader) {
  preloader = next;
}

/** Starts the page behind an address (its code, access check and query) ahead of the click. */
export function preloadLink(browserPath: string, search: string) {
  preloader?.(browserPath, search);
}

/**
 * The first date a page formats makes V8 build its list of the locales it has date formats for: ICU opens its data
 * for each of some 800 locales, 35 to 80 ms of the page's main thread on this project's test machine (more on a
 * phone), in one piece, inside the app's first module (react-aria reads the default locale as it loads). The list is
 * kept once per browser process, not per thread, so a short-lived worker started with the first requests builds it
 * aside while the app's scripts download, and the page then finds it ready.
 */
export function buildDateLocalesAside(): void {
  if (typeof Worker !== 'function') return;
  try {
    new Worker(new URL('./dateLocales.worker.ts', import.meta.url), { name: 'date-locales' });
  } catch {
    // A browser that refuses the worker builds the list on the page's thread, as before.
  }
}

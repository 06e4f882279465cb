/** Longest the first render of a signed-in page waits for its page to be ready, before it shows a loading page. */
export const FIRST_PAGE_WAIT_MS = 800;

/**
 * Settles when `settled` does (the signed-in page's code, words and answers: src/app/routePreload.ts) or after
 * FIRST_PAGE_WAIT_MS, whichever is first; a failure counts as settled, for the page then shows it. src/app/main.tsx
 * holds the first render until then: React draws the page whole, where a loading page drawn first would keep the
 * content back at least 300 ms (React's fallback throttle) after everything had arrived.
 */
export function firstPageReady(settled: () => Promise<unknown>, waitMs = FIRST_PAGE_WAIT_MS): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, waitMs);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    settled().then(done, done);
  });
}

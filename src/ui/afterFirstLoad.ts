/** A person's first press or key: from then on nothing is put off (focus is not one: the app moves it itself). */
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;
let settled: Promise<void> | undefined;

/**
 * Resolves once the page's first load is over: at the browser's first idle moment after the load event and after the
 * first call (a deferred part calls it once the page has drawn), or at the first press or key if that comes sooner, so
 * nobody waits on the idle moment. Later navigations find it resolved.
 */
export function afterFirstLoad(): Promise<void> {
  settled ??= new Promise<void>((resolve) => {
    // Set once the idle moment is being waited for: a press that comes first cancels it, so nothing is left pending.
    let cancelIdle = () => {};
    const done = () => {
      INTERACTIONS.forEach((type) => window.removeEventListener(type, done, true));
      window.removeEventListener('load', whenIdle);
      cancelIdle();
      resolve();
    };
    INTERACTIONS.forEach((type) => window.addEventListener(type, done, { capture: true, passive: true }));
    // Safari has no requestIdleCallback: a short timer after the load event stands in.
    function whenIdle() {
      if (typeof window.requestIdleCallback === 'function') {
        const idle = window.requestIdleCallback(done, { timeout: 2000 });
        cancelIdle = () => { window.cancelIdleCallback(idle); };
      } else {
        const timer = setTimeout(done, 200);
        cancelIdle = () => { clearTimeout(timer); };
      }
    }
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  });
  return settled;
}

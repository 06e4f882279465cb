import { Activity, startTransition, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { afterFirstLoad } from './afterFirstLoad';

let turns: Promise<void> = Promise.resolve();

/**
 * Parts swapped in after the first load take turns, each committed in a task of its own: their code arrives at about
 * the same moment, and React drew them all in one commit (the grid's hundreds of cells, the date ranges, the selects),
 * the longest task of a list page on a phone. `swap` gets a `done` to call once its part is on screen; a part that
 * never gets there (gone, failed) holds the others a second at most.
 */
function takeTurn(swap: (done: () => void) => void) {
  turns = turns.then(() => new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 1000);
    swap(() => {
      clearTimeout(timer);
      setTimeout(resolve, 0);
    });
  }));
}

/**
 * A component whose code is downloaded after the page's first load, not with it: until it arrives each place shows
 * its `fallback`. For fields that sit on many pages and weigh more than they show (the date fields' segments, the
 * combo box's list state), which kept those pages' first load over issue 18's budget. A part drawn during the first
 * load waits until that load is over (./afterFirstLoad: the first press, key or focus, or the browser's first idle
 * moment after it), so its download and evaluation do not hold up the page's own; `whenDrawn` parts (dialogs, which
 * only draw when someone opens one) load as soon as they are drawn. `preload` starts the download at once (the client
 * tests call it in their set-up, so fields render at once there).
 */
export function deferredPart<P extends object>(load: () => Promise<ComponentType<P>>, { whenDrawn = false } = {}) {
  let module: Promise<ComponentType<P>> | undefined;
  /** Set once the code is here: from then on every place renders the part at once. */
  let loaded: ComponentType<P> | undefined;
  const preload = () => {
    module ??= load().then((part) => (loaded = part));
    return module;
  };
  function Deferred({ fallback, props }: { fallback: ReactNode; props: P }) {
    const [part, setPart] = useState<{ Part?: ComponentType<P>; error?: unknown }>(() => ({ Part: loaded }));
    /** Whether the fallback is still in the page: hidden when the part shows, removed a frame later (see below). */
    const [standIn, setStandIn] = useState(() => loaded === undefined);
    const turnDone = useRef<(() => void) | null>(null);
    useEffect(() => {
      if (part.Part) return undefined;
      let live = true;
      // A part swapped in after the first load (a list's grid: hundreds of cells) renders in a transition, so React
      // yields to the browser every few milliseconds instead of holding the page in one long task, and in its turn;
      // a dialog someone opened shows at once.
      const show = (next: { Part?: ComponentType<P>; error?: unknown }) => {
        if (!live) return;
        if (whenDrawn) {
          setPart(next);
          return;
        }
        takeTurn((done) => {
          if (!live) {
            done();
            return;
          }
          turnDone.current = done;
          startTransition(() => { setPart(next); });
        });
      };
      (whenDrawn ? Promise.resolve() : afterFirstLoad()).then(preload)
        .then((Part) => { show({ Part }); }, (error: unknown) => { show({ error }); });
      // Runs once the part is on screen (Part changed) or gone: either way, the next part's turn.
      return () => {
        live = false;
        turnDone.current?.();
        turnDone.current = null;
      };
    }, [part.Part]);
    // The fallback leaves in two steps: hidden (display: none) in the commit that shows the part, removed once the
    // browser has drawn a frame without it. Removed at once, the browser tore down its boxes inside React's commit,
    // one by one (the list's stand-in table: 140 ms of one task under Lighthouse's trace, which records each).
    useEffect(() => {
      if (!part.Part || !standIn) return undefined;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const frame = requestAnimationFrame(() => { timer = setTimeout(() => { setStandIn(false); }, 0); });
      return () => {
        cancelAnimationFrame(frame);
        clearTimeout(timer);
      };
    }, [part.Part, standIn]);
    // The same element while only the stand-in changes: React then leaves the part (the grid's cells) alone.
    const shown = useMemo(() => (part.Part ? <part.Part {...props} /> : null), [part.Part, props]);
    // A failed download reaches the page's error boundary, as a page chunk's would.
    if (part.error) throw part.error;
    return (
      <>
        {standIn && <Activity mode={part.Part ? 'hidden' : 'visible'}>{fallback}</Activity>}
        {shown}
      </>
    );
  }
  /** Whether the code is here, for a part drawn only on demand (a closed dialog draws nothing until then). */
  const isLoaded = () => loaded !== undefined;
  return { Deferred, preload, isLoaded };
}

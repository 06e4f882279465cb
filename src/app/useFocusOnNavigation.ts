import { useEffect, useRef } from 'react';

/** Long enough for a page's code and query on a slow line; after that the person has moved on. */
const WAIT_MS = 10_000;

/** The heading focus goes to: the page's own h1 (PageHeader and the status pages give it tabIndex -1). */
export const PAGE_HEADING = 'main h1[tabindex="-1"]';

/**
 * After a client-side navigation (a new path, not a new query string), moves focus to the new page's main heading,
 * as a full page load would start a screen reader at the top: without it focus stays on the link in the sidebar, or
 * falls to <body> when the button pressed goes away. The heading may arrive later than the path (code and data load),
 * and a page may swap its header once its data comes (the old h1 leaves with focus on it), so the new page is watched
 * for a while. Focus anywhere but the heading and the link pressed was put there by the page (an autofocused field)
 * or the person (a select's list box), and ends the watch; so does the person's own click or key, since focus on
 * <body> then is theirs (a click on a field still loading, a select opening) and taking it would close what they
 * opened. The first load of a page moves nothing.
 */
export function useFocusOnNavigation(path: string) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    let focused: HTMLElement | null = null;
    // Where focus was when the path changed: the link or option pressed (outside <main>: in <main> it is already the
    // new page's, e.g. an autofocused field).
    const origin = document.activeElement?.closest('main') ? null : document.activeElement;
    // False once the page or the person has put focus somewhere of their own: a field, or a list box opened in its
    // popover (outside <main>) before the heading came.
    const place = () => {
      const now = document.activeElement;
      const lost = !now || now === document.body;
      if (!lost && now !== origin && now !== focused) return false;
      // Until the heading has had focus, focus still on the link pressed moves; after, only lost focus.
      const heading = document.querySelector<HTMLElement>(PAGE_HEADING);
      if (heading && heading !== now && (lost || !focused)) {
        heading.focus();
        focused = heading;
      }
      return true;
    };
    const observer = new MutationObserver(() => {
      if (!place()) stop();
    });
    const timer = window.setTimeout(() => stop(), WAIT_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
      document.removeEventListener('pointerdown', stop, true);
      document.removeEventListener('keydown', stop, true);
    };
    if (!place()) {
      stop();
      return;
    }
    observer.observe(document.body, { childList: true, subtree: true });
    // Capture: a control that stops its events' propagation still ends the watch.
    document.addEventListener('pointerdown', stop, true);
    document.addEventListener('keydown', stop, true);
    return stop;
  }, [path]);
}

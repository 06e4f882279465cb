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
 * for a while. Focus inside the page's <main> on anything but the heading was put there by the page (an autofocused
 * field) or the person, and ends the watch; the first load of a page moves nothing.
 */
export function useFocusOnNavigation(path: string) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    let focused: HTMLElement | null = null;
    // False once the page or the person has put focus somewhere of their own.
    const place = () => {
      const now = document.activeElement;
      if (now && now !== document.body && now !== focused && now.closest('main')) return false;
      // Until the heading has had focus, focus still on the link pressed outside <main> moves; after, only lost focus.
      const lost = !now || now === document.body;
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
    };
    if (!place()) {
      stop();
      return;
    }
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [path]);
}

import { createContext, useContext, useEffect } from 'react';

/**
 * Turns a page's name into the document title ("Reservations" into "Reservations · Tourdesk"); the app provides it
 * with the product name in the page's language.
 */
export const PageTitleContext = createContext<(page: string | null) => string>((page) => page ?? '');

/**
 * Names the document after the page showing (browser tabs, history, and the first thing a screen reader announces
 * after a navigation); while no page names itself (loading) the title is the product name alone.
 */
export function usePageTitle(page: string | null | undefined) {
  const format = useContext(PageTitleContext);
  const title = format(page || null);
  useEffect(() => {
    document.title = title;
    return () => {
      document.title = format(null);
    };
  }, [title, format]);
}

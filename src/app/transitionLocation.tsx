import { createContext, use, useEffect, useState, useTransition, type ReactNode } from 'react';
import { Router } from 'wouter';
import { navigate } from 'wouter/use-browser-location';

interface Address { path: string; search: string }

const read = (): Address => ({ path: location.pathname, search: location.search.replace(/^\?/, '') });
// Three contexts, so each change reaches only who reads it: the address (every route, link and useLocation), whether
// a navigation is on its way (the layout's aria-busy), and whether it only changes the shown path's search (a list's
// new page, sort or filter). A click on a row's link then re-renders neither the links nor the list it leaves.
const AddressContext = createContext<Address>(read());
const PendingContext = createContext(false);
const SearchPendingContext = createContext(false);

/** Called with each new address before React renders it: src/app/routePreload.ts starts its code, check and data. */
type Preloader = (address: Address) => void;
let preloader: Preloader | undefined;
export const setNavigationPreloader = (next: Preloader) => {
  preloader = next;
};

// wouter patches pushState/replaceState to dispatch these events (wouter/use-browser-location).
const EVENTS = ['popstate', 'pushState', 'replaceState'];

/**
 * The address as React state, changed in a transition: a navigation keeps the current page on screen until the next
 * page's code, messages, access check and data are ready, instead of flashing a fallback. The preloader runs first,
 * synchronously, so the next page's requests start before React renders anything.
 */
export function TransitionLocation({ children }: { children: ReactNode }) {
  const [address, setAddress] = useState(read);
  const [target, setTarget] = useState(address);
  const [pending, startNavigation] = useTransition();
  useEffect(() => {
    const follow = () => {
      const next = read();
      preloader?.(next);
      setTarget(next);
      startNavigation(() => setAddress((current) => (current.path === next.path && current.search === next.search ? current : next)));
    };
    EVENTS.forEach((event) => addEventListener(event, follow));
    // An address changed between the first render and this effect is followed too. An unchanged one is not: the
    // first page may already be drawn (src/app/main.tsx waits for it), and following it would ask its data again.
    const now = read();
    if (now.path !== address.path || now.search !== address.search) follow();
    return () => {
      EVENTS.forEach((event) => removeEventListener(event, follow));
    };
  }, []);
  return (
    <AddressContext value={address}>
      <PendingContext value={pending}>
        <SearchPendingContext value={pending && target.path === address.path}>
          <Router hook={useTransitionLocation} searchHook={useTransitionSearch}>{children}</Router>
        </SearchPendingContext>
      </PendingContext>
    </AddressContext>
  );
}

function useTransitionLocation(): [string, typeof navigate] {
  return [use(AddressContext).path, navigate];
}

function useTransitionSearch(): string {
  return use(AddressContext).search;
}

/** Whether a navigation is on its way (the current page stays meanwhile). */
export const useNavigationPending = () => use(PendingContext);

/** Whether a navigation to another search of the shown path is on its way (a list's next page, sort or filter). */
export const useSearchNavigationPending = () => use(SearchPendingContext);

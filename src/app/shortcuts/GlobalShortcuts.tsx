import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLocation } from 'wouter';
import type { GlobalShortcutsQuery } from '../../__generated__/GlobalShortcutsQuery.graphql';
import { ErrorBoundary } from '../pages/ErrorBoundary';
import { formOf, submitFormOf } from './formShortcuts';
import { useShortcut } from './ShortcutsProvider';

/** The shell's own query: started with the session beside the first page's (src/app/routePreload.ts shellQueryFor). */
const ShellQuery = graphql`
  query GlobalShortcutsQuery {
    allowedOperations(names: ["createReservation"])
  }
`;

/** The shortcuts of the whole signed-in app: search, help, save the form in focus and, for who may, a new reservation. */
export function GlobalShortcuts({ query, onSearch, onHelp }: {
  query: PreloadedQuery<GlobalShortcutsQuery>; onSearch: () => void; onHelp: () => void;
}) {
  useShortcut('search', onSearch);
  useShortcut('help', onHelp);
  useShortcut('save', submitFormOf, true, (target) => formOf(target) !== null);
  return (
    // Without the answer the shortcut is simply not offered; the page goes on.
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <NewReservationShortcut query={query} />
      </Suspense>
    </ErrorBoundary>
  );
}

function NewReservationShortcut({ query }: { query: PreloadedQuery<GlobalShortcutsQuery> }) {
  const { allowedOperations } = usePreloadedQuery<GlobalShortcutsQuery>(ShellQuery, query);
  const [, navigate] = useLocation();
  useShortcut('newReservation', () => navigate('/reservations/new'), allowedOperations.includes('createReservation'));
  return null;
}

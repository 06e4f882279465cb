import type { ReactNode } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { AccessGuardQuery as AccessGuardQueryType } from '../../__generated__/AccessGuardQuery.graphql';
import { ErrorBoundary } from '../pages/ErrorBoundary';
import { ForbiddenPage } from '../pages/ForbiddenPage';

// The operation src/app/routePreload.ts starts with each navigation (its generated artifact).
export const AccessGuardQuery = graphql`
  query AccessGuardQuery($target: String!, $idUser: ID!) {
    checkAccessToPermission(target: $target, idUser: $idUser)
  }
`;

/**
 * SPEC.md section 2: on every path outside /auth and the root, the server decides whether the signed-in user may
 * open it; false shows the forbidden page. The check was started by the navigation, beside the page's code and data;
 * until it answers the navigation's transition keeps the previous page (the shell's Suspense shows a first load).
 */
export function AccessGuard({ path, reference, children }: {
  path: string; reference: PreloadedQuery<AccessGuardQueryType> | null; children: ReactNode;
}) {
  if (!reference) return <>{children}</>;
  return (
    // A role without even the access check's own permission is, by definition, not allowed here.
    <ErrorBoundary resetKey={path} fallback={(error) => (isForbidden(error) ? <ForbiddenPage /> : rethrow(error))}>
      <AccessDecision reference={reference}>{children}</AccessDecision>
    </ErrorBoundary>
  );
}

function AccessDecision({ reference, children }: { reference: PreloadedQuery<AccessGuardQueryType>; children: ReactNode }) {
  const data = usePreloadedQuery<AccessGuardQueryType>(AccessGuardQuery, reference);
  return data.checkAccessToPermission ? <>{children}</> : <ForbiddenPage />;
}

const isForbidden = (error: Error) =>
  ((error as Error & { errors?: { extensions?: { code?: string } }[] }).errors ?? []).some(
    (e) => e.extensions?.code === 'FORBIDDEN',
  );

function rethrow(error: Error): never {
  throw error;
}

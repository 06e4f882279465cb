import { Suspense, useEffect, type ReactNode } from 'react';
import { graphql, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay';
import type { AccessGuardQuery as AccessGuardQueryType } from '../../__generated__/AccessGuardQuery.graphql';
import { LoadingPage } from '../pages/LoadingPage';
import { ErrorBoundary } from '../pages/ErrorBoundary';
import { ForbiddenPage } from '../pages/ForbiddenPage';

const AccessGuardQuery = graphql`
  query AccessGuardQuery($target: String!, $idUser: ID!) {
    checkAccessToPermission(target: $target, idUser: $idUser)
  }
`;

/**
 * SPEC.md section 2: on every path outside /auth and the root, the server decides whether the signed-in user may
 * open it; false shows the forbidden page.
 */
export function AccessGuard({ path, idUser, children }: { path: string; idUser: string; children: ReactNode }) {
  const [reference, load] = useQueryLoader<AccessGuardQueryType>(AccessGuardQuery);
  const needsCheck = path !== '/' && path !== '';
  useEffect(() => {
    if (needsCheck) load({ target: path, idUser }, { fetchPolicy: 'store-or-network' });
  }, [needsCheck, path, idUser, load]);
  if (!needsCheck) return <>{children}</>;
  if (!reference || reference.variables.target !== path) return <LoadingPage />;
  return (
    // A role without even the access check's own permission is, by definition, not allowed here.
    <ErrorBoundary resetKey={path} fallback={(error) => (isForbidden(error) ? <ForbiddenPage /> : rethrow(error))}>
      <Suspense fallback={<LoadingPage />}>
        <AccessDecision reference={reference}>{children}</AccessDecision>
      </Suspense>
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

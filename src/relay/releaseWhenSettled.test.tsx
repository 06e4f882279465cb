import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { loadQuery, RelayEnvironmentProvider, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Environment, Network, RecordSource, Store, type GraphQLResponse } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import AccessGuardQueryNode, { type AccessGuardQuery } from '../__generated__/AccessGuardQuery.graphql';
import { AccessGuardQuery as query } from '../app/guards/AccessGuard';
import { releaseWhenSettled } from './releaseWhenSettled';

function Answer({ reference }: { reference: PreloadedQuery<AccessGuardQuery> }) {
  const data = usePreloadedQuery<AccessGuardQuery>(query, reference);
  return <p>allowed: {String(data.checkAccessToPermission)}</p>;
}

/** A server whose one answer the test sends when it likes. */
function pendingServer() {
  let answer!: (response: GraphQLResponse) => void;
  const environment = new Environment({
    network: Network.create(() => new Promise<GraphQLResponse>((resolve) => { answer = resolve; })),
    store: new Store(new RecordSource()),
  });
  return { environment, answer: (allowed: boolean) => answer({ data: { checkAccessToPermission: allowed } }) };
}

const showing = (environment: Environment, reference: PreloadedQuery<AccessGuardQuery>) => render(
  <RelayEnvironmentProvider environment={environment}>
    <Suspense fallback={<p>loading</p>}><Answer reference={reference} /></Suspense>
  </RelayEnvironmentProvider>,
);

describe('releaseWhenSettled', () => {
  it('lets a screen already showing a query released on its way receive the answer, then releases it', async () => {
    const { environment, answer } = pendingServer();
    const reference = loadQuery<AccessGuardQuery>(environment, AccessGuardQueryNode, { target: '/entities', idUser: '1' });
    showing(environment, reference);
    expect(screen.getByText('loading')).toBeTruthy();
    releaseWhenSettled(reference);
    expect(reference.isDisposed).toBe(false);
    await act(async () => { answer(true); });
    expect(await screen.findByText('allowed: true')).toBeTruthy();
    expect(reference.isDisposed).toBe(true);
  });

  it('releases at once a query that needed no request', () => {
    const { environment } = pendingServer();
    const reference = loadQuery<AccessGuardQuery>(environment, AccessGuardQueryNode, { target: '/entities', idUser: '1' }, { fetchPolicy: 'store-only' });
    releaseWhenSettled(reference);
    expect(reference.isDisposed).toBe(true);
  });

  // Why it exists: Relay's own dispose on a query on its way leaves the screen without its data for good.
  it('is needed: disposing a query on its way leaves the screen showing it without the answer', async () => {
    const { environment, answer } = pendingServer();
    const reference = loadQuery<AccessGuardQuery>(environment, AccessGuardQueryNode, { target: '/entities', idUser: '1' });
    showing(environment, reference);
    reference.dispose();
    await act(async () => { answer(true); });
    expect(screen.queryByText('allowed: true')).toBeNull();
  });
});

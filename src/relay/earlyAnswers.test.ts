import { loadQuery } from 'react-relay';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import AccessGuardQueryNode from '../__generated__/AccessGuardQuery.graphql';
import { USER_STORAGE_KEY } from './userStorage';

const user = { idUser: 'u', roles: [], accessToken: 'token-1', email: '', name: '', idOu: '' };
const check = { id: AccessGuardQueryNode.params.id!, name: AccessGuardQueryNode.params.name };
const respond = (allowed: boolean) =>
  new Response(JSON.stringify({ data: { checkAccessToPermission: allowed } }), { status: 200, headers: { 'content-type': 'application/json' } });

/** A fresh copy of the modules: the early answers close for the page's life once the first navigation ran. */
async function load() {
  vi.resetModules();
  const early = await import('./earlyAnswers');
  const { createEnvironment, fetchGraphQL } = await import('./environment');
  const { startAuthService } = await import('../machines/auth/authService');
  startAuthService();
  return { ...early, createEnvironment, fetchGraphQL };
}

const operation = { ...check, text: null, operationKind: 'query' as const, metadata: {} };

describe('early answers of a deep link (issue 20)', () => {
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
    document.cookie = 'tourdesk-csrf=csrf-1';
    fetchMock = vi.fn().mockResolvedValueOnce(respond(true)).mockResolvedValue(respond(false));
    vi.stubGlobal('fetch', fetchMock);
    return () => {
      vi.unstubAllGlobals();
      localStorage.clear();
    };
  });

  it('hands the answer to the first preload of the same operation and variables, and only once', async () => {
    const { askEarly, fetchGraphQL, TAKE_EARLY_ANSWER } = await load();
    askEarly(check, { target: '/reservations/7', idUser: 'u' });
    // The keys' order does not matter; the answer asked early is the one taken.
    await expect(fetchGraphQL(operation, { idUser: 'u', target: '/reservations/7' }, TAKE_EARLY_ANSWER, null))
      .resolves.toEqual({ data: { checkAccessToPermission: true } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Taken once: the same preload again asks the server.
    await expect(fetchGraphQL(operation, { idUser: 'u', target: '/reservations/7' }, TAKE_EARLY_ANSWER, null))
      .resolves.toEqual({ data: { checkAccessToPermission: false } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('never hands it to a request that is not the first navigation\'s preload (a refetch after a change)', async () => {
    const { askEarly, fetchGraphQL } = await load();
    askEarly(check, { target: '/reservations/7', idUser: 'u' });
    await expect(fetchGraphQL(operation, { target: '/reservations/7', idUser: 'u' }, {}, null))
      .resolves.toEqual({ data: { checkAccessToPermission: false } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('never hands it to other variables', async () => {
    const { askEarly, fetchGraphQL, TAKE_EARLY_ANSWER } = await load();
    askEarly(check, { target: '/reservations/7', idUser: 'u' });
    await expect(fetchGraphQL(operation, { target: '/reservations/8', idUser: 'u' }, TAKE_EARLY_ANSWER, null))
      .resolves.toEqual({ data: { checkAccessToPermission: false } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('a Relay preload takes it before the first navigation closes them; after that nothing is asked early or taken', async () => {
    const { askEarly, closeEarlyAnswers, createEnvironment, TAKE_EARLY_ANSWER } = await load();
    const variables = { target: '/reservations/7', idUser: 'u' };
    askEarly(check, variables);
    const environment = createEnvironment();
    // As src/app/routePreload.ts does: the preloads, then the close, in one go.
    const reference = loadQuery(environment, AccessGuardQueryNode, variables, { fetchPolicy: 'network-only', networkCacheConfig: TAKE_EARLY_ANSWER });
    closeEarlyAnswers();
    await vi.waitFor(() => {
      expect(reference.source).toBeTruthy();
    });
    await new Promise<void>((resolve, reject) => {
      reference.source!.subscribe({ complete: resolve, error: reject });
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // The store holds the early answer (allowed), not the later one the mock would give (refused).
    const root = environment.getStore().getSource().get('client:root') as Record<string, unknown>;
    expect(Object.entries(root).filter(([key]) => key.startsWith('checkAccessToPermission'))).toEqual([[expect.any(String), true]]);
    askEarly(check, variables);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

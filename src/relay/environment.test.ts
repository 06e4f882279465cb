import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RequestParameters } from 'relay-runtime';
import { startAuthService } from '../machines/auth/authService';
import { fetchGraphQL } from './environment';
import { USER_STORAGE_KEY } from './userStorage';

const operation = { name: 'TestQuery', text: 'query TestQuery { viewer { name } }' } as RequestParameters;
const settle = () => new Promise((r) => setTimeout(r, 20));

function respond(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('the Relay network (SPEC.md section 8 transport rules)', () => {
  let sent: string[];
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ idUser: 'u', roles: [], accessToken: 'token-1', email: '', name: '', idOu: '' }));
    document.cookie = 'tourdesk-csrf=csrf-1';
    const service = startAuthService();
    sent = [];
    const send = service.send.bind(service);
    vi.spyOn(service, 'send').mockImplementation((event) => {
      sent.push(event.type);
      // Keep the machine out of its network calls: these tests are about what the transport asks for.
      if (event.type !== 'SESSION_EXPIRED' && event.type !== 'TOKEN_INVALID') send(event);
    });
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('sends the bearer token and the anti-forgery header', async () => {
    fetchMock.mockResolvedValue(respond(200, { data: { viewer: { name: 'A' } } }));
    await expect(fetchGraphQL(operation, {}, {}, null)).resolves.toEqual({ data: { viewer: { name: 'A' } } });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/graphql');
    expect(init.headers.authorization).toBe('Bearer token-1');
    expect(init.headers['x-csrf-token']).toBe('csrf-1');
    expect(init.credentials).toBe('include');
  });

  it('sends a persisted operation by its id, never its text', async () => {
    fetchMock.mockResolvedValue(respond(200, { data: { viewer: { name: 'A' } } }));
    const persisted = { name: 'TestQuery', id: 'abc123', text: null } as unknown as RequestParameters;
    await fetchGraphQL(persisted, { a: 1 }, {}, null);
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({
      extensions: { persistedQuery: { version: 1, sha256Hash: 'abc123' } }, variables: { a: 1 }, operationName: 'TestQuery',
    });
  });

  it('asks for a refresh on status 401', async () => {
    fetchMock.mockResolvedValue(respond(401, { errors: [{ message: 'Invalid token' }] }));
    void fetchGraphQL(operation, {}, {}, null);
    await settle();
    expect(sent).toEqual(['SESSION_EXPIRED']);
  });

  it('asks for a refresh when a data error carries original status 401', async () => {
    fetchMock.mockResolvedValue(respond(200, { data: null, errors: [{ message: 'x', extensions: { originalError: { statusCode: 401 } } }] }));
    void fetchGraphQL(operation, {}, {}, null);
    await settle();
    expect(sent).toEqual(['SESSION_EXPIRED']);
  });

  it('signs out when a network error mentions an invalid token', async () => {
    fetchMock.mockRejectedValue(new TypeError('invalid token'));
    void fetchGraphQL(operation, {}, {}, null);
    await settle();
    expect(sent).toEqual(['TOKEN_INVALID']);
  });

  it('passes other network errors to the screen', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(fetchGraphQL(operation, {}, {}, null)).rejects.toThrow('Failed to fetch');
    expect(sent).toEqual([]);
  });

  it('turns an error-only answer into a thrown error that keeps the GraphQL errors', async () => {
    fetchMock.mockResolvedValue(respond(200, { data: null, errors: [{ message: 'Nope', extensions: { code: 'FORBIDDEN' } }] }));
    await expect(fetchGraphQL(operation, {}, {}, null)).rejects.toMatchObject({ message: 'Nope', errors: [{ extensions: { code: 'FORBIDDEN' } }] });
  });
});

import type { RequestParameters, Variables } from 'relay-runtime';
import { CSRF_HEADER, ensureCsrfToken } from './authApi';
import { readStoredUser } from './userStorage';

/**
 * The server runs only the operations the app was built with (relay.config.json persistConfig): a persisted
 * operation travels as its id in the standard persisted-query extension, never as text.
 */
export function requestBody(operation: Pick<RequestParameters, 'id' | 'name' | 'text'>, variables: Variables) {
  if (operation.id) {
    return { extensions: { persistedQuery: { version: 1, sha256Hash: operation.id } }, variables, operationName: operation.name };
  }
  return { query: operation.text, variables, operationName: operation.name };
}

/** One POST to /graphql with the anti-forgery token and the signed-in user's bearer token (SPEC.md section 8). */
export async function postGraphQL(operation: Pick<RequestParameters, 'id' | 'name' | 'text'>, variables: Variables) {
  const user = readStoredUser();
  return fetch('/graphql', {
    method: 'POST',
    credentials: 'include',
    headers: {
      'content-type': 'application/json',
      [CSRF_HEADER]: await ensureCsrfToken(),
      ...(user ? { authorization: `Bearer ${user.accessToken}` } : {}),
    },
    body: JSON.stringify(requestBody(operation, variables)),
  });
}

/** Variables as one string whatever the order of their keys (undefined values dropped, as JSON drops them). */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries.sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** An early answer not taken by then is not used (the page moved on, or asked other variables). */
const EARLY_MS = 10_000;
const early = new Map<string, { response: Promise<Response>; at: number }>();
const earlyKey = (id: string, variables: Variables) => `${id}:${stableJson(variables)}`;

/**
 * Asks a persisted query before Relay's code has arrived (src/app/bootPreload.ts): a deep link's data is requested
 * beside the page's code instead of after the signed-in area's modules. The first Relay request for the same
 * operation and variables takes this answer instead of asking again.
 */
export function requestEarly(operation: { id: string; name: string }, variables: Variables) {
  const response = postGraphQL({ ...operation, text: null }, variables);
  // A failed early request is asked again by Relay (takeEarly hands it once; its error then travels as any other).
  response.catch(() => {});
  early.set(earlyKey(operation.id, variables), { response, at: performance.now() });
}

/** The early answer for this operation and variables, once; null when there is none or it is too old. */
export function takeEarly(id: string | null | undefined, variables: Variables): Promise<Response> | null {
  if (!id) return null;
  const key = earlyKey(id, variables);
  const found = early.get(key);
  early.delete(key);
  return found && performance.now() - found.at < EARLY_MS ? found.response : null;
}

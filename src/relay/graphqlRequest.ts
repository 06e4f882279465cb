import type { RequestParameters, Variables } from 'relay-runtime';
import { CSRF_HEADER, ensureCsrfToken } from './authApi';
import { readStoredUser } from './userStorage';

/** What a request needs of an operation: its persisted id (or, for one not persisted, its text) and its name. */
export type OperationRef = Pick<RequestParameters, 'id' | 'name' | 'text'>;

/**
 * The server runs only the operations the app was built with (relay.config.json persistConfig): a persisted
 * operation travels as its id in the standard persisted-query extension, never as text.
 */
export function requestBody(operation: OperationRef, variables: Variables) {
  if (operation.id) {
    return { extensions: { persistedQuery: { version: 1, sha256Hash: operation.id } }, variables, operationName: operation.name };
  }
  return { query: operation.text, variables, operationName: operation.name };
}

/** One POST to /graphql with the anti-forgery token and the signed-in person's bearer token (SPEC.md section 8). */
export async function postGraphQL(operation: OperationRef, variables: Variables): Promise<Response> {
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

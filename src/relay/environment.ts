import { Environment, Network, RecordSource, Store, type FetchFunction } from 'relay-runtime';
import { authService } from '../machines/auth/authService';
import { takeEarlyAnswer, takesEarlyAnswer } from './earlyAnswers';
import { postGraphQL } from './graphqlRequest';

interface GraphQLResponseError {
  message: string;
  extensions?: { code?: string; http?: { status?: number }; originalError?: { statusCode?: number } };
}

/** A promise that never settles: the page is about to reload or leave for sign-in. */
const hold = () => new Promise<never>(() => {});

const isUnauthenticated = (error: GraphQLResponseError) =>
  error.extensions?.code === 'UNAUTHENTICATED' ||
  error.extensions?.http?.status === 401 ||
  error.extensions?.originalError?.statusCode === 401;

/**
 * SPEC.md section 8: bearer token on every call; 401 (or a data error whose original status is 401) refreshes
 * and reloads; a network error mentioning an invalid token signs out.
 */
export const fetchGraphQL: FetchFunction = async (operation, variables, cacheConfig) => {
  let response: Response;
  try {
    // The first navigation's preloads take the answer the entry asked for them (src/relay/earlyAnswers.ts).
    const early = takesEarlyAnswer(cacheConfig) ? takeEarlyAnswer(operation.id, variables) : null;
    response = await (early ?? postGraphQL(operation, variables));
  } catch (error) {
    if (/invalid token/i.test(String((error as Error).message))) {
      authService().send({ type: 'TOKEN_INVALID' });
      return hold();
    }
    throw error;
  }
  const json = (await response.json().catch(() => ({ errors: [{ message: response.statusText }] }))) as {
    data?: unknown;
    errors?: GraphQLResponseError[];
  };
  if (response.status === 401 || json.errors?.some(isUnauthenticated)) {
    authService().send({ type: 'SESSION_EXPIRED' });
    return hold();
  }
  if (json.errors?.length && !json.data) {
    throw Object.assign(new Error(json.errors[0].message), { errors: json.errors });
  }
  return json as never;
};

export function createEnvironment() {
  return new Environment({ network: Network.create(fetchGraphQL), store: new Store(new RecordSource()) });
}

import type { UseMutationConfig } from 'react-relay';
import type { MutationParameters, PayloadError } from 'relay-runtime';

/** The codes the server puts in `errors[].extensions.code` (server/src/graphql/errors.ts). */
export type GraphQLErrorCode =
  | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'VALIDATION' | 'NOT_FOUND' | 'CONFLICT' | 'NO_DAILY_CASHIER_OPEN'
  | 'NO_EXCHANGE_RATE' | 'MAX_PASSENGERS_EXCEEDED';

interface RawGraphQLError {
  message?: string;
  extensions?: { code?: string };
}

export interface GraphQLErrorInfo {
  /** The first error's code, or null for a network failure or an error without one. */
  code: GraphQLErrorCode | string | null;
  /** The server's text (English); screens show their own translated message and use this only as detail. */
  message: string;
}

function rawErrors(error: unknown): RawGraphQLError[] {
  if (!error) return [];
  if (Array.isArray(error)) return error as RawGraphQLError[];
  if (typeof error !== 'object') return [];
  const withErrors = error as { errors?: unknown; source?: { errors?: unknown }; cause?: unknown };
  // Our fetch function attaches `errors`; Relay's own "no data returned" error carries them under `source`.
  if (Array.isArray(withErrors.errors)) return withErrors.errors as RawGraphQLError[];
  if (Array.isArray(withErrors.source?.errors)) return withErrors.source.errors as RawGraphQLError[];
  if (withErrors.cause) return rawErrors(withErrors.cause);
  return [];
}

/**
 * Reads what a failed query or mutation said: the code of SPEC.md section 8's catalogue. Its field problems and reason
 * are the error contract's (src/app/errors/serverErrors.ts).
 */
export function readGraphQLError(error: unknown): GraphQLErrorInfo {
  const first = rawErrors(error)[0];
  return {
    code: first?.extensions?.code ?? null,
    message: first?.message ?? (error instanceof Error ? error.message : String(error ?? '')),
  };
}

/** An error carrying the GraphQL errors that came with a mutation's payload. */
export class GraphQLRequestError extends Error {
  constructor(readonly errors: readonly PayloadError[]) {
    super(errors[0]?.message ?? 'Request failed');
  }
}

/**
 * Runs a `useMutation` commit as a promise: resolves with the response, rejects when the network or the payload
 * reports errors (a partial success is still a failure for a form).
 */
export function commitAsync<T extends MutationParameters>(
  commit: (config: UseMutationConfig<T>) => unknown,
  config: Omit<UseMutationConfig<T>, 'onCompleted' | 'onError'>,
): Promise<T['response']> {
  return new Promise<T['response']>((resolve, reject) => {
    commit({
      ...config,
      onCompleted: (response, errors) => (errors?.length ? reject(new GraphQLRequestError(errors)) : resolve(response)),
      onError: reject,
    });
  });
}

import type { Variables } from 'relay-runtime';
import { postGraphQL } from './graphqlRequest';

/**
 * A deep link's first queries, asked by the entry before Relay's code has arrived (src/app/firstPage.ts), and handed
 * to the first navigation's preload of the very same operation and variables, once (src/app/routePreload.ts). Nothing
 * else can take them: a later refetch of the same operation (after a change) must ask the server again, which is what
 * an earlier attempt (598fd17, reverted) got wrong by offering them to every request.
 */
const answers = new Map<string, Promise<Response>>();
/** Closed by the first navigation's preload: an answer asked after it would have no one to take it. */
let closed = false;

/** Variables as one string whatever the order of their keys (undefined values dropped, as JSON drops them). */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries.sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const keyOf = (id: string, variables: Variables) => `${id}:${stableJson(variables)}`;

/** Asks a persisted query now; its answer waits for the first navigation's preload (takeEarlyAnswer). */
export function askEarly(operation: { id: string; name: string }, variables: Variables) {
  if (closed) return;
  const response = postGraphQL({ ...operation, text: null }, variables);
  // A failure reaches whoever takes the answer, as any request's would; untaken, it is dropped unseen.
  response.catch(() => {});
  answers.set(keyOf(operation.id, variables), response);
}

/** The early answer to this operation and variables, once; null when none was asked. */
export function takeEarlyAnswer(id: string | null | undefined, variables: Variables): Promise<Response> | null {
  if (!id) return null;
  const key = keyOf(id, variables);
  const answer = answers.get(key) ?? null;
  answers.delete(key);
  return answer;
}

/**
 * Forgets the answers the first navigation's preload did not take (it asked other variables, or went elsewhere) and
 * asks no more: from then on every request goes to the server.
 */
export function closeEarlyAnswers() {
  closed = true;
  answers.clear();
}

/**
 * The network option a preload passes to loadQuery to take an early answer (src/relay/environment.ts reads it): only
 * the first navigation's preloads carry it.
 */
export const TAKE_EARLY_ANSWER = { metadata: { takeEarlyAnswer: true } } as const;

export const takesEarlyAnswer = (cacheConfig: { metadata?: Record<string, unknown> | null } | null | undefined) =>
  cacheConfig?.metadata?.takeEarlyAnswer === true;

import {
  Environment, Network, Observable, RecordSource, Store, type ConcreteRequest, type GraphQLResponse, type Variables,
} from 'relay-runtime';
import type { MockOperation } from './mockPayload';

/** An operation the screen asked for and the test has not answered yet. */
export interface PendingOperation extends MockOperation {
  /** Whether the generated query is known yet (a preloaded route query's arrives with the screen's code). */
  ready: boolean;
}

const ENTRY = Symbol('entry');

type Answer<T> = T | ((operation: MockOperation) => T);

/** A failure as src/relay/environment.ts reports an answer with errors and no data. */
export const mockError = (code = 'INTERNAL', message = 'failed') =>
  Object.assign(new Error(message), { errors: [{ message, extensions: { code } }] });

/**
 * A Relay environment whose network holds every request until the test answers it (tests only), with the
 * `environment.mock` calls of relay-test-utils' createMockEnvironment that the render tests use.
 */
export function createMockEnvironment() {
  const nodes = new Map<string, ConcreteRequest>();
  const listeners: (() => void)[] = [];
  const pending: { name: string; variables: Variables; next: (payload: GraphQLResponse) => void; fail: (error: Error) => void }[] = [];
  const network = Network.create((params, variables) => Observable.create<GraphQLResponse>((sink) => {
    const entry = {
      name: params.name, variables,
      next: (payload: GraphQLResponse) => { sink.next(payload); sink.complete(); },
      fail: (error: Error) => sink.error(error),
    };
    pending.push(entry);
    listeners.forEach((listener) => listener());
    // A request Relay cancels (a disposed query) is no longer pending.
    return () => {
      const at = pending.indexOf(entry);
      if (at >= 0) pending.splice(at, 1);
    };
  }));
  const environment = new Environment({ network, store: new Store(new RecordSource()) });
  // The network sees only the request's parameters; the operation (to generate its payload from) is caught here.
  type Execute = (config: { operation: { request: { node: ConcreteRequest } } }) => unknown;
  const methods = environment as unknown as Record<'execute' | 'executeWithSource' | 'executeMutation', Execute>;
  for (const method of ['execute', 'executeWithSource', 'executeMutation'] as const) {
    const original = methods[method].bind(environment);
    methods[method] = (config) => {
      nodes.set(config.operation.request.node.params.name, config.operation.request.node);
      return original(config);
    };
  }
  type Entry = (typeof pending)[number];
  const view = (entry: Entry): PendingOperation => {
    const node = nodes.get(entry.name);
    return Object.assign({ name: entry.name, ready: !!node, request: { node: node!, variables: entry.variables } }, { [ENTRY]: entry });
  };
  const take = (operation: PendingOperation | undefined) => {
    const entry = (operation as { [ENTRY]?: Entry } | undefined)?.[ENTRY];
    if (!entry || !pending.includes(entry)) throw new Error('that operation is not pending');
    if (!nodes.has(entry.name)) throw new Error(`the query of ${entry.name} is not loaded yet`);
    pending.splice(pending.indexOf(entry), 1);
    return { entry, operation: view(entry) };
  };
  const latest = () => {
    const entry = pending.at(-1);
    if (!entry) throw new Error('no operation is pending');
    return view(entry);
  };
  const mock = {
    getAllOperations: () => pending.map(view),
    /** Called on each new request (to answer it as the test has said the server answers). */
    onRequest: (listener: () => void) => { listeners.push(listener); },
    getMostRecentOperation: latest,
    resolve(operation: PendingOperation, answer: Answer<GraphQLResponse>) {
      const taken = take(operation);
      taken.entry.next(typeof answer === 'function' ? answer(taken.operation) : answer);
    },
    reject(operation: PendingOperation, answer: Answer<Error> = mockError()) {
      const taken = take(operation);
      taken.entry.fail(typeof answer === 'function' ? answer(taken.operation) : answer);
    },
    resolveMostRecentOperation: (answer: Answer<GraphQLResponse>) => mock.resolve(latest(), answer),
    rejectMostRecentOperation: (answer?: Answer<Error>) => mock.reject(latest(), answer),
  };
  return Object.assign(environment, { mock });
}

export type MockEnvironment = ReturnType<typeof createMockEnvironment>;

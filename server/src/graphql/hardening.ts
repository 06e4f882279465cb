import { readFileSync } from 'node:fs';
import { EnvelopArmor } from '@escape.tech/graphql-armor';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { Kind, visit, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GraphQLContext } from '../context.ts';
import { appError } from './errors.ts';
import { GRAPHQL_LIMITS } from './operationLimits.ts';

/** relay-compiler's persisted-query output (relay.config.json persistConfig): sha256 of the text → the text. */
const PERSISTED_OPERATIONS_PATH = new URL('./persisted-operations.json', import.meta.url);

export function loadPersistedOperations(path: URL | string = PERSISTED_OPERATIONS_PATH): Map<string, string> {
  return new Map(Object.entries(JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>));
}

/** Depth, aliases, directives, tokens and cost bounded; field suggestions ("Did you mean …?") hidden outside development. */
export function armorPlugins(development: boolean): Plugin[] {
  const limit = { exposeLimits: true, propagateOnRejection: true };
  return new EnvelopArmor({
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth, ...limit },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases, ...limit },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives, ...limit },
    maxTokens: { n: GRAPHQL_LIMITS.maxTokens, ...limit },
    costLimit: { maxCost: GRAPHQL_LIMITS.maxCost, ...limit },
    blockFieldSuggestion: { enabled: !development },
  }).protect().plugins as Plugin[];
}

const SUGGESTION = /\s*Did you mean [^?]*\?/g;

/**
 * graphql-armor hides suggestions in validation errors only; a variable's coercion error ("Field "skipp" is not defined
 * by type "SearchInput". Did you mean "skip"?") still names the schema's fields. Outside development they are cut.
 */
export function hideVariableSuggestionsPlugin(): Plugin {
  const hide = (errors: readonly { message: string }[] | undefined) =>
    errors?.forEach((error) => {
      const message = error.message.replace(SUGGESTION, ' [Suggestion hidden]');
      if (message !== error.message) Object.defineProperty(error, 'message', { value: message });
    });
  return {
    onExecute: () => ({
      onExecuteDone: ({ result }) => {
        if (result && 'errors' in result) hide(result.errors as { message: string }[] | undefined);
      },
    }),
  };
}

/**
 * Only the documents the app was built with run: the client sends the persisted id in the standard
 * `extensions.persistedQuery.sha256Hash`, and a request carrying a document runs only when `allowDocument` says so
 * (development, server tests, the browser tests' set-up calls).
 */
export function persistedOperationsPlugin(
  store: Map<string, string>, allowDocument: (request: Request) => boolean | Promise<boolean>,
): Plugin {
  return usePersistedOperations({
    getPersistedOperation: (key) => store.get(key) ?? null,
    allowArbitraryOperations: allowDocument,
    customErrors: {
      notFound: { message: 'Unknown operation: this server runs only the operations the app was built with', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } },
      persistedQueryOnly: { message: 'Only persisted operations are accepted', extensions: { code: 'PERSISTED_QUERY_ONLY' } },
      keyNotFound: { message: 'The request names no operation', extensions: { code: 'PERSISTED_QUERY_ID_REQUIRED' } },
    },
  }) as Plugin;
}

/** Schema introspection (__schema, __type) answers administrators only; __typename stays available to everyone. */
export function introspectionForAdminsPlugin(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const context = args.contextValue as unknown as GraphQLContext;
      if (context.viewer?.isAdmin) return;
      if (readsSchema(args.document)) {
        setResultAndStopExecution({ errors: [appError('FORBIDDEN', 'Only an administrator can read the schema')] });
      }
    },
  };
}

/** Whether a document asks for __schema or __type (a walk over the AST: no schema objects from another graphql copy). */
function readsSchema(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    [Kind.FIELD](node) {
      if (node.name.value === '__schema' || node.name.value === '__type') found = true;
    },
  });
  return found;
}

import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { MaxTokensParserWLexer } from '@escape.tech/graphql-armor-max-tokens';
import { validate, type GraphQLSchema } from 'graphql';

/**
 * The bounds every GraphQL document must stay within (graphql-armor). Chosen from the app's own operations: the
 * largest ones (printed by `npm run bench`, scripts/benchGraphQLLimits.ts) with headroom, and a test runs every
 * persisted operation through them.
 */
export const GRAPHQL_LIMITS = {
  maxDepth: 12,
  maxAliases: 20,
  maxDirectives: 20,
  maxTokens: 2000,
  maxCost: 5000,
} as const;

export interface OperationSize {
  depth: number;
  aliases: number;
  directives: number;
  tokens: number;
  cost: number;
}

/** Measures a document the way graphql-armor counts (the same rules with the limits out of reach). */
export function measureOperation(schema: GraphQLSchema, text: string): OperationSize {
  const size: OperationSize = { depth: 0, aliases: 0, directives: 0, tokens: 0, cost: 0 };
  const keep = (key: keyof OperationSize) => [(_ctx: unknown, details: { n: number }) => {
    size[key] = Math.max(size[key], details.n);
  }];
  const parser = new MaxTokensParserWLexer(text, { n: Number.MAX_SAFE_INTEGER, onAccept: keep('tokens') });
  const document = parser.parseDocument();
  const huge = Number.MAX_SAFE_INTEGER;
  validate(schema, document, [
    maxDepthRule({ n: huge, onAccept: keep('depth') }),
    maxAliasesRule({ n: huge, onAccept: keep('aliases') }),
    maxDirectivesRule({ n: huge, onAccept: keep('directives') }),
    costLimitRule({ maxCost: huge, onAccept: keep('cost') }),
  ]);
  size.tokens = Math.max(size.tokens, parser.tokenCount);
  return size;
}

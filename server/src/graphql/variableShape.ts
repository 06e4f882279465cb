/*
 * Variables nested deeper than any input of the schema (a 200,000-deep list, say) would exhaust the stack while
 * graphql-js coerces them and answer 500. The depth is measured without recursion and such a request is refused as
 * VALIDATION with status 400, before any other plugin walks the variables.
 */
import { createGraphQLError, type Plugin } from 'graphql-yoga';

/** Deeper than the schema's deepest input (a reservation's items with their passengers) with room to spare. */
export const MAX_VARIABLE_DEPTH = 32;
export const TOO_DEEP = 'The variables are nested too deeply';

function variableDepthExceeds(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [current, depth] = stack.pop()!;
    if (!current || typeof current !== 'object') continue;
    if (depth >= limit) return true;
    for (const child of Array.isArray(current) ? current : Object.values(current)) stack.push([child, depth + 1]);
  }
  return false;
}

export function refuseDeepVariables(limit = MAX_VARIABLE_DEPTH): Plugin {
  return {
    onParams({ params }) {
      if (variableDepthExceeds(params.variables, limit)) {
        throw createGraphQLError(TOO_DEEP, { extensions: { code: 'VALIDATION', http: { status: 400 } } });
      }
    },
  };
}

import type { GraphQLFieldResolver } from 'graphql';
import { recordAuditEvent } from '../audit/auditEvents.ts';
import { OPERATION_ROLES } from '../auth/permissionCatalog.ts';
import type { GraphQLContext, Viewer } from '../context.ts';
import { forbidden, unauthenticated } from './errors.ts';

type ResolverMap = Record<string, Record<string, unknown>>;

/**
 * Deny by default: every root Query and Mutation field runs only for a signed-in caller who holds a BACK
 * permission with the operation's name (ADMIN holds all). Wrapping the resolver map, rather than trusting each
 * resolver to check, means a new operation cannot ship unguarded.
 */
export function guardRootFields<T extends ResolverMap>(resolvers: T): T {
  for (const root of ['Query', 'Mutation']) {
    const fields = resolvers[root] as Record<string, GraphQLFieldResolver<unknown, GraphQLContext>> | undefined;
    if (!fields) continue;
    for (const [name, resolve] of Object.entries(fields)) {
      fields[name] = async (parent, args, context, info) => {
        await requireOperation(context, name);
        return resolve(parent, args, context, info);
      };
    }
  }
  return resolvers;
}

/** Whether the signed-in viewer may use an operation or capability: the one rule requirePermission enforces. */
export async function mayUse(context: GraphQLContext, viewer: Viewer, operation: string): Promise<boolean> {
  // A few operations belong to one role whatever else the caller holds (only STG changes OU).
  const roles = Object.hasOwn(OPERATION_ROLES, operation) ? OPERATION_ROLES[operation] : undefined;
  if (roles && !roles.some((role) => viewer.roles.includes(role))) return false;
  if (viewer.isAdmin) return true;
  return (await context.backPermissions()).has(operation);
}

export async function requirePermission(context: GraphQLContext, operation: string): Promise<Viewer> {
  const viewer = context.viewer;
  if (!viewer) throw unauthenticated();
  if (!(await mayUse(context, viewer, operation))) throw forbidden(operation);
  return viewer;
}

/** requirePermission, with a refusal written to the audit trail. */
export async function requireOperation(context: GraphQLContext, operation: string): Promise<Viewer> {
  return requirePermission(context, operation).catch(async (error: { extensions?: { code?: string } }) => {
    // Before the resolver opens any transaction, so the entry stays although the call is refused.
    if (error.extensions?.code === 'FORBIDDEN') await recordDenial(context, { operation });
    throw error;
  });
}

/** An authorization denial in the audit trail: who asked for what. */
export function recordDenial(context: GraphQLContext, details: Record<string, string>) {
  const viewer = context.viewer;
  return recordAuditEvent(context.db, {
    operation: 'DENIED', idUser: viewer?.idUser, idSession: viewer?.idSession, idOu: viewer?.idOu, details,
  });
}

/** The viewer inside a resolver that the guard already let through. */
export function viewerOf(context: GraphQLContext): Viewer {
  if (!context.viewer) throw unauthenticated();
  return context.viewer;
}

import type { GraphQLContext } from '../context.ts';
import { today } from '../domain/calendar.ts';
import {
  DAILY_CASHIER_REOPEN_PERMISSION, findDailyCashier, reopenDailyCashier, supplierPaymentsOfDailyCashier, totalsByCurrency,
} from '../domain/dailyCashier.ts';
import {
  countLines, dailyCashierToday, dailyCashierUsers, eventsOfDays, floatsOfDays, searchDailyCashiers,
} from '../domain/dailyCashierReads.ts';
import {
  closeDailyCashierAsked, openDailyCashierAsked, reopenReason, updateDailyCashierAsked, type DayActor,
} from '../domain/dailyCashierRequests.ts';
import { viewerOf } from '../graphql/authorization.ts';
import { toGlobalId } from '../graphql/globalId.ts';
import type { Resolvers } from '../graphql/resolvers-types.ts';
import type { DailyCashierModel } from '../models.ts';
import { batchLoader, perRequest } from './batch.ts';
import { valueLoader } from './generalParameters.ts';

/*
 * The daily cashier (issue 9): the list, the caller's day and the open / update / close / reopen mutations. The input
 * checks and who may act are domain/dailyCashierRequests.ts, the rules and locks domain/dailyCashier.ts, the reads
 * domain/dailyCashierReads.ts; here are the GraphQL shapes.
 */

const loaders = perRequest((context: GraphQLContext) => ({
  floats: batchLoader((ids: string[]) => floatsOfDays(context.db, ids)),
  events: batchLoader((ids: string[]) => eventsOfDays(context.db, ids)),
  // Whether the viewer may reopen days and act on other cashiers' days (ADMIN holds every permission), asked once.
  supervisor: (() => {
    let answer: Promise<boolean> | undefined;
    return () => (answer ??= (async () => {
      const viewer = viewerOf(context);
      return viewer.isAdmin || (await context.backPermissions()).has(DAILY_CASHIER_REOPEN_PERMISSION);
    })());
  })(),
}));

const actorOf = (context: GraphQLContext): DayActor => {
  const { idOu, idUser } = viewerOf(context);
  return { idOu, idUser, isSupervisor: loaders(context).supervisor };
};

const counts = perRequest(() => new Map<string, ReturnType<typeof countLines>>());
const countsOf = (context: GraphQLContext, day: DailyCashierModel) => {
  const cache = counts(context);
  const key = `${day.idDailyCashier}:${day.version}`;
  if (!cache.has(key)) cache.set(key, countLines(context.db, day));
  return cache.get(key)!;
};

const value = (context: GraphQLContext, id: string) => valueLoader(context).load(id).then((v) => v ?? null);

const reread = async (context: GraphQLContext, id: string) =>
  (await findDailyCashier(context.db, viewerOf(context).idOu, id))!;

export const dailyCashierResolvers: Resolvers = {
  Query: {
    searchDailyCashiers: (_parent, { input }, context) => searchDailyCashiers(context.db, viewerOf(context).idOu, input),
    getDailyCashierById: (_parent, { id }, context) => findDailyCashier(context.db, viewerOf(context).idOu, id),
    dailyCashierUsers: (_parent, _args, context) => dailyCashierUsers(context.db, viewerOf(context).idOu),
    myDailyCashierToday: (_parent, _args, context) => {
      const viewer = viewerOf(context);
      return dailyCashierToday(context.db, viewer.idOu, viewer.idUser);
    },
  },
  Mutation: {
    openDailyCashier: async (_parent, { floats }, context) => {
      const actor = actorOf(context);
      const id = await context.db.transaction((tx) => openDailyCashierAsked(tx, actor, floats));
      return reread(context, id);
    },
    updateDailyCashier: async (_parent, { idDailyCashier, version, floats }, context) => {
      const actor = actorOf(context);
      await context.db.transaction((tx) => updateDailyCashierAsked(tx, actor, idDailyCashier, version, floats));
      return reread(context, idDailyCashier);
    },
    closeDailyCashier: async (_parent, { idDailyCashier, version, counts: input, note }, context) => {
      const actor = actorOf(context);
      await context.db.transaction((tx) => closeDailyCashierAsked(tx, actor, idDailyCashier, version, input, note));
      return reread(context, idDailyCashier);
    },
    reopenDailyCashier: async (_parent, { idDailyCashier, version, reason }, context) => {
      const actor = actorOf(context);
      const text = await reopenReason(actor, reason);
      await context.db.transaction((tx) => reopenDailyCashier(tx, actor.idOu, actor.idUser, idDailyCashier, version, text));
      return reread(context, idDailyCashier);
    },
  },
  DailyCashier: {
    id: (d) => toGlobalId('DailyCashier', d.idDailyCashier),
    isToday: (d) => d.cashierDate === today(),
    canReopen: async (d, _args, context) => d.status === 'CLOSED' && (await loaders(context).supervisor()),
    floats: async (d, _args, context) => (await loaders(context).floats.load(d.idDailyCashier)) ?? [],
    counts: (d, _args, context) => countsOf(context, d),
    totals: async (d, _args, context) => totalsByCurrency(await countsOf(context, d)),
    supplierPayments: (d, _args, context) => supplierPaymentsOfDailyCashier(context.db, d.idDailyCashier),
    events: async (d, _args, context) => (await loaders(context).events.load(d.idDailyCashier)) ?? [],
  },
  DailyCashierFloat: { currency: (f, _args, context) => value(context, f.idCurrency) },
  DailyCashierCount: {
    paymentType: (c, _args, context) => value(context, c.idPaymentType),
    currency: (c, _args, context) => value(context, c.idCurrency),
  },
  DailyCashierTotal: { currency: (t, _args, context) => value(context, t.idCurrency) },
  DailyCashierSupplierPayments: { currency: (s, _args, context) => value(context, s.idCurrency) },
};

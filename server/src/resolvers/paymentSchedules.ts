import type { GraphQLContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { searchDueInstalments } from '../domain/paymentSchedules/dueList.ts';
import { releaseOverdueReservations } from '../domain/paymentSchedules/overdue.ts';
import { sendPaymentReminder } from '../domain/paymentSchedules/reminder.ts';
import {
  daysOverdue, depositOverdue, dueBy, findSchedule, instalmentStatus, instalmentsOf,
} from '../domain/paymentSchedules/schedule.ts';
import {
  effectiveTerms, ouPolicy, removePaymentTerms, setPaymentTerms, type PaymentTermsInput, type PaymentTermsRow,
} from '../domain/paymentSchedules/terms.ts';
import { format, subtract, sum } from '../domain/money.ts';
import { mayUse, viewerOf } from '../graphql/authorization.ts';
import type { Resolvers } from '../graphql/resolvers-types.ts';
import { isUuid } from '../graphql/validation.ts';
import type { InstalmentModel, PaymentTermsModel } from '../models.ts';
import { batchLoader, perRequest } from './batch.ts';
import { valueLoader } from './generalParameters.ts';

/*
 * Payment schedules (issue 24): the GraphQL side of domain/paymentSchedules. Every read and write is of the caller's
 * OU; the module's operations are ADMIN's and RESADM's (permission catalog, module paymentSchedules).
 */

async function termsModel(db: Queryable, idOu: string, idEntity: string | null): Promise<PaymentTermsModel> {
  const asked = idEntity && isUuid(idEntity) ? idEntity : null;
  const row: PaymentTermsRow = await effectiveTerms(db, idOu, asked);
  const policy = await ouPolicy(db, idOu);
  const source = row.idPaymentTerms === null ? 'BUILT_IN' : row.idEntity ? 'CUSTOMER' : 'OU';
  return {
    idPaymentTerms: row.idPaymentTerms, idEntity: row.idEntity, source, depositKind: row.depositKind,
    depositValue: row.depositValue, depositDueDays: row.depositDueDays, balanceDaysBefore: row.balanceDaysBefore, ...policy,
  };
}

/** The operation whose holders read a reservation's schedule. */
const SCHEDULE_PERMISSION = 'reservationPaymentSchedule';

const loaders = perRequest((context: GraphQLContext) => {
  let allowed: Promise<boolean> | undefined;
  return {
    mayReadSchedules: () => (allowed ??= mayUse(context, viewerOf(context), SCHEDULE_PERMISSION)),
    instalments: batchLoader<string, InstalmentModel[]>(async (ids) => {
      const map = new Map(ids.map((id) => [id, [] as InstalmentModel[]]));
      for (const row of await instalmentsOf(context.db, ids)) map.get(row.idReservation)?.push(row);
      return map;
    }),
    policy: batchLoader<string, Awaited<ReturnType<typeof ouPolicy>>>(async (ids) =>
      new Map(await Promise.all(ids.map(async (id) => [id, await ouPolicy(context.db, id)] as const)))),
  };
});

const instalmentsOfSchedule = async (context: GraphQLContext, idReservation: string) =>
  (await loaders(context).instalments.load(idReservation)) ?? [];
const policyOf = async (context: GraphQLContext, idOu: string) => (await loaders(context).policy.load(idOu))!;

export const paymentScheduleResolvers: Resolvers = {
  Query: {
    paymentTerms: (_parent, { idEntity }, context) => termsModel(context.db, viewerOf(context).idOu, idEntity ?? null),
    reservationPaymentSchedule: (_parent, { idReservation }, context) =>
      (isUuid(idReservation) ? findSchedule(context.db, viewerOf(context).idOu, idReservation) : null),
    searchDueInstalments: (_parent, { input }, context) => searchDueInstalments(context.db, viewerOf(context).idOu, input),
  },
  Reservation: {
    // Null, not an error, for a caller who may not read schedules: every reservation change answers it.
    paymentSchedule: async (r, _args, context) => ((await loaders(context).mayReadSchedules())
      ? findSchedule(context.db, viewerOf(context).idOu, r.idReservation) : null),
  },
  Mutation: {
    setPaymentTerms: async (_parent, { data }, context) => {
      const viewer = viewerOf(context);
      const row = await context.db.transaction((tx) =>
        setPaymentTerms(tx, { idOu: viewer.idOu, idUser: viewer.idUser }, data as PaymentTermsInput));
      return termsModel(context.db, viewer.idOu, row.idEntity);
    },
    removePaymentTerms: (_parent, { idEntity }, context) =>
      context.db.transaction((tx) => removePaymentTerms(tx, viewerOf(context).idOu, idEntity)),
    sendPaymentReminder: (_parent, { idReservation, to }, context) =>
      sendPaymentReminder(context.db, context.mailer, viewerOf(context).idOu, idReservation, to),
    releaseOverdueReservations: (_parent, _args, context) => {
      const viewer = viewerOf(context);
      return releaseOverdueReservations(context.db, { idOu: viewer.idOu, idUser: viewer.idUser });
    },
  },
  PaymentSchedule: {
    instalments: (s, _args, context) => instalmentsOfSchedule(context, s.idReservation),
    dueNow: async (s, _args, context) => format(dueBy(await instalmentsOfSchedule(context, s.idReservation))),
    openAmount: async (s, _args, context) =>
      format(sum((await instalmentsOfSchedule(context, s.idReservation)).map((r) => subtract(r.amount, r.paidAmount)))),
    depositOverdue: async (s, _args, context) =>
      depositOverdue(await instalmentsOfSchedule(context, s.idReservation), await policyOf(context, s.idOu)),
    overdueAction: async (s, _args, context) => (await policyOf(context, s.idOu)).overdueAction,
  },
  Instalment: {
    openAmount: (n) => subtract(n.amount, n.paidAmount),
    status: (n) => instalmentStatus(n),
    daysOverdue: (n) => daysOverdue(n),
  },
  DueInstalment: {
    instalment: (n) => n,
    currency: (n, _args, context) => valueLoader(context).load(n.idCurrency),
  },
};

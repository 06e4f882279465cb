import type { GraphQLContext } from '../context.ts';
import { searchExpectedCosts } from '../domain/supplierPayables/expectedCosts.ts';
import {
  daysOverdueOf, findSupplierInvoice, findSupplierPayment, invoiceStatus, linesOfInvoices, openAmountOf, paymentsOfInvoices,
  searchSupplierInvoices, type InvoiceLineRow, type SupplierPaymentRow,
} from '../domain/supplierPayables/invoiceQueries.ts';
import { INVOICE_REFUSED, registerSupplierInvoice, type SupplierInvoiceInput } from '../domain/supplierPayables/invoices.ts';
import {
  PAY_FAILED, VOID_FAILED, paySupplierInvoice, voidSupplierPayment, type SupplierPaymentInput, type VoidSupplierPaymentInput,
} from '../domain/supplierPayables/payments.ts';
import { entityStatement, latestInvoices, payablesAgeing, statementOf } from '../domain/supplierPayables/statement.ts';
import { matchInvoice } from '../domain/supplierPayables/tolerance.ts';
import { add, format } from '../domain/money.ts';
import { mayUse, viewerOf } from '../graphql/authorization.ts';
import { toGlobalId } from '../graphql/globalId.ts';
import type { Resolvers } from '../graphql/resolvers-types.ts';
import { batchLoader, perRequest } from './batch.ts';
import { failingAs } from './cashierTransactions.ts';
import { valueLoader } from './generalParameters.ts';

/*
 * Supplier payables (issue 24, part 2): the GraphQL side of domain/supplierPayables. Every read and write is of the
 * caller's OU; the module's operations are ADMIN's and RESADM's (permission catalog, module supplierPayables).
 */

const actorOf = (context: GraphQLContext) => {
  const viewer = viewerOf(context);
  return { idOu: viewer.idOu, idUser: viewer.idUser };
};

/** The operations whose holders read a supplier's statement on its entity page (the card shows both). */
const STATEMENT_OPERATIONS = ['supplierStatement', 'searchSupplierInvoices'];

const mayReadStatements = async (context: GraphQLContext) => {
  const viewer = viewerOf(context);
  return (await Promise.all(STATEMENT_OPERATIONS.map((operation) => mayUse(context, viewer, operation)))).every(Boolean);
};

const loaders = perRequest((context: GraphQLContext) => ({
  lines: batchLoader<string, InvoiceLineRow[]>(async (ids) => {
    const map = new Map(ids.map((id) => [id, [] as InvoiceLineRow[]]));
    for (const row of await linesOfInvoices(context.db, ids)) map.get(row.idSupplierInvoice)?.push(row);
    return map;
  }),
  payments: batchLoader<string, SupplierPaymentRow[]>(async (ids) => {
    const map = new Map(ids.map((id) => [id, [] as SupplierPaymentRow[]]));
    for (const row of await paymentsOfInvoices(context.db, ids)) map.get(row.idSupplierInvoice)?.push(row);
    return map;
  }),
}));

export const supplierPayableResolvers: Resolvers = {
  Query: {
    searchSupplierInvoices: (_parent, { input }, context) => searchSupplierInvoices(context.db, viewerOf(context).idOu, input),
    getSupplierInvoiceById: (_parent, { idSupplierInvoice }, context) =>
      findSupplierInvoice(context.db, viewerOf(context).idOu, idSupplierInvoice),
    searchExpectedCosts: (_parent, { input }, context) => searchExpectedCosts(context.db, viewerOf(context).idOu, input),
    supplierStatement: (_parent, { idSupplier }, context) => statementOf(context.db, viewerOf(context).idOu, idSupplier),
    payablesAgeing: (_parent, { idSupplier }, context) => payablesAgeing(context.db, viewerOf(context).idOu, idSupplier),
  },
  Mutation: {
    registerSupplierInvoice: async (_parent, { data }, context) => {
      const actor = actorOf(context);
      const { idSupplierInvoice } = await failingAs(INVOICE_REFUSED, () =>
        context.db.transaction((tx) => registerSupplierInvoice(tx, actor, data as SupplierInvoiceInput)));
      return (await findSupplierInvoice(context.db, actor.idOu, idSupplierInvoice))!;
    },
    paySupplierInvoice: async (_parent, { data }, context) => {
      const actor = actorOf(context);
      const { idSupplierPayment } = await failingAs(PAY_FAILED, () =>
        context.db.transaction((tx) => paySupplierInvoice(tx, actor, data as SupplierPaymentInput)));
      return (await findSupplierPayment(context.db, actor.idOu, idSupplierPayment))!;
    },
    voidSupplierPayment: async (_parent, { data }, context) => {
      const actor = actorOf(context);
      const { idSupplierPayment } = await failingAs(VOID_FAILED, () =>
        context.db.transaction((tx) => voidSupplierPayment(tx, actor, data as VoidSupplierPaymentInput)));
      return (await findSupplierPayment(context.db, actor.idOu, idSupplierPayment))!;
    },
  },
  Entity: {
    // Null rather than FORBIDDEN: the field sits in the entity form's query, which every entity role reads.
    supplierStatement: async (e, _args, context) =>
      ((await mayReadStatements(context)) ? entityStatement(context.db, viewerOf(context).idOu, e.idEntity) : null),
  },
  SupplierStatement: {
    latestInvoices: (s, _args, context) => latestInvoices(context.db, viewerOf(context).idOu, s.idSupplier),
  },
  ExpectedCost: {
    currency: (c, _args, context) => valueLoader(context).load(c.idCurrency),
  },
  SupplierInvoice: {
    id: (v) => toGlobalId('SupplierInvoice', v.idSupplierInvoice),
    currency: (v, _args, context) => valueLoader(context).load(v.idCurrency),
    difference: (v) => matchInvoice(v.total, v.expectedAmount).difference,
    tolerance: (v) => matchInvoice(v.total, v.expectedAmount).tolerance,
    match: (v) => matchInvoice(v.total, v.expectedAmount).match,
    openAmount: (v) => format(openAmountOf(v)),
    status: (v) => invoiceStatus(v),
    daysOverdue: (v) => daysOverdueOf(v),
    lines: async (v, _args, context) => (await loaders(context).lines.load(v.idSupplierInvoice)) ?? [],
    payments: async (v, _args, context) => (await loaders(context).payments.load(v.idSupplierInvoice)) ?? [],
  },
  SupplierInvoiceLine: {
    total: (l) => format(add(l.amount, l.taxAmount)),
    expectedStatus: (l) => l.expectedStatus,
  },
  SupplierPayment: {
    id: (p) => toGlobalId('SupplierPayment', p.idSupplierPayment),
    currency: (p, _args, context) => valueLoader(context).load(p.idCurrency),
    invoice: async (p, _args, context) => (await findSupplierInvoice(context.db, viewerOf(context).idOu, p.idSupplierInvoice))!,
  },
  SupplierStatementLine: {
    currency: (l, _args, context) => valueLoader(context).load(l.idCurrency),
  },
  PayablesAgeingLine: {
    currency: (l, _args, context) => valueLoader(context).load(l.idCurrency),
  },
};

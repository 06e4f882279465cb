import { Kind, type ValueNode } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import { guardRootFields } from '../graphql/authorization.ts';
import type { Resolvers } from '../graphql/resolvers-types.ts';
import { accessResolvers } from './access.ts';
import { advanceResolvers } from './advances.ts';
import { auditResolvers } from './audit.ts';
import { cashierTransactionResolvers } from './cashierTransactions.ts';
import { catalogResolvers } from './catalogs.ts';
import { dailyCashierResolvers } from './dailyCashier.ts';
import { documentResolvers } from './documents.ts';
import { entityResolvers } from './entities.ts';
import { exchangeRateResolvers } from './exchangeRates.ts';
import { generalParameterResolvers } from './generalParameters.ts';
import { homeResolvers } from './home.ts';
import { inventoryResolvers } from './inventory.ts';
import { marginResolvers } from './margin.ts';
import { mfaResolvers } from './mfa.ts';
import { nodeResolvers } from './node.ts';
import { ouResolvers } from './ous.ts';
import { packageResolvers } from './packages.ts';
import { paymentScheduleResolvers } from './paymentSchedules.ts';
import { permissionResolvers } from './permissions.ts';
import { productCatalogResolvers } from './productCatalog.ts';
import { productResolvers } from './products.ts';
import { rateCatalogResolvers } from './rateCatalog.ts';
import { rateResolvers } from './rates.ts';
import { reservationPassengerResolvers } from './reservationPassengers.ts';
import { reportResolvers } from './reports.ts';
import { reservationResolvers } from './reservations.ts';
import { roleResolvers } from './roles.ts';
import { searchResolvers } from './search.ts';
import { supplierPayableResolvers } from './supplierPayables.ts';
import { sessionResolvers } from './sessions.ts';
import { taxInterfaceResolvers } from './taxInterface.ts';
import { userResolvers } from './users.ts';
import { userSessionResolvers } from './userSessions.ts';

/**
 * The parsing half of a string scalar. A plain object, not a GraphQLScalarType: graphql-tools copies every property of
 * the resolver onto the schema's scalar, and a GraphQLScalarType's `description` would replace the one in
 * schema.graphql.
 */
const stringScalar = (name: string, example: string, valid: (value: string) => boolean) => {
  // A GraphQLError (not a TypeError) so the refusal reaches the caller as VALIDATION instead of being masked as an
  // unexpected error.
  const refuse = () => createGraphQLError(`${name} must be a string like ${example}`, { extensions: { code: 'VALIDATION' } });
  return {
    serialize: (value: unknown) => (value instanceof Date ? value.toISOString() : String(value)),
    parseValue: (value: unknown) => {
      if (typeof value !== 'string' || !valid(value)) throw refuse();
      return value;
    },
    parseLiteral: (ast: ValueNode) => {
      if (ast.kind !== Kind.STRING || !valid(ast.value)) throw refuse();
      return ast.value;
    },
  };
};

/** A real calendar day from year 1 (PostgreSQL has no year 0): Date.parse would roll 2031-02-30 over to March. */
const isCalendarDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && v >= '0001' && !Number.isNaN(Date.parse(v))
  && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v;

const scalars = {
  Decimal: stringScalar('Decimal', '"1234.56"', (v) => /^-?\d{1,15}(\.\d{1,6})?$/.test(v)),
  Date: stringScalar('Date', '"2026-01-31"', isCalendarDate),
  DateTime: stringScalar('DateTime', '"2026-01-31T12:00:00Z"', (v) => !Number.isNaN(Date.parse(v))),
};

function merge(...maps: Resolvers[]): Resolvers {
  const out: Record<string, Record<string, unknown>> = {};
  for (const map of maps) {
    for (const [type, fields] of Object.entries(map)) out[type] = { ...out[type], ...(fields as object) };
  }
  return out as Resolvers;
}

export function buildResolvers(): Resolvers {
  const resolvers = merge(
    accessResolvers, userResolvers, ouResolvers, entityResolvers, roleResolvers, permissionResolvers, catalogResolvers,
    sessionResolvers, nodeResolvers, generalParameterResolvers,
    productCatalogResolvers, productResolvers, inventoryResolvers, packageResolvers, rateCatalogResolvers, rateResolvers,
    reservationResolvers, reservationPassengerResolvers, dailyCashierResolvers, exchangeRateResolvers,
    cashierTransactionResolvers, reportResolvers,
    homeResolvers, advanceResolvers, taxInterfaceResolvers,
    auditResolvers, mfaResolvers, userSessionResolvers, documentResolvers, paymentScheduleResolvers, searchResolvers,
    supplierPayableResolvers, marginResolvers,
  );
  return { ...(guardRootFields(resolvers) as object), ...scalars } as Resolvers;
}

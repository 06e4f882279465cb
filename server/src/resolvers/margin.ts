import type { GraphQLContext } from '../context.ts';
import { reservationMargins, type ReservationMarginRow, type ServiceMarginRow } from '../domain/supplierPayables/margin.ts';
import { mayUse, viewerOf } from '../graphql/authorization.ts';
import type { Resolvers } from '../graphql/resolvers-types.ts';
import { batchLoader, perRequest } from './batch.ts';
import { valueLoader } from './generalParameters.ts';

/*
 * Margin (issue 24, part 3) on the reservation and its items. Costs are the supplier payables' figures, so the fields
 * answer only callers who may read those (the payables screens' searchExpectedCosts: ADMIN and RESADM); for anyone
 * else they are null, not an error, and the editor simply shows no margin.
 */

/** The operation whose holders see costs. */
export const MARGIN_PERMISSION = 'searchExpectedCosts';

interface Margins {
  services: ServiceMarginRow[];
  margin: ReservationMarginRow;
}

const loaders = perRequest((context: GraphQLContext) => {
  let allowed: Promise<boolean> | undefined;
  return {
    allowed: () => (allowed ??= mayUse(context, viewerOf(context), MARGIN_PERMISSION)),
    margins: batchLoader<string, Margins>((ids) => reservationMargins(context.db, viewerOf(context).idOu, ids)),
  };
});

async function marginsOf(context: GraphQLContext, idReservation: string) {
  const loader = loaders(context);
  return (await loader.allowed()) ? loader.margins.load(idReservation) : null;
}

export const marginResolvers: Resolvers = {
  Reservation: {
    margin: async (r, _args, context) => (await marginsOf(context, r.idReservation))?.margin ?? null,
  },
  ReservationItem: {
    margin: async (i, _args, context) =>
      (await marginsOf(context, i.idReservation))?.services.find((s) => s.idReservationItem === i.idReservationItem) ?? null,
  },
  ServiceMargin: {
    currency: (m, _args, context) => valueLoader(context).load(m.idCurrency),
  },
  MarginTotal: {
    currency: (m, _args, context) => valueLoader(context).load(m.idCurrency),
  },
};

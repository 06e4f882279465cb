import { exportAccountingDocuments, searchTaxDocuments, sendTaxDocuments } from '../domain/taxInterface.ts';
import { viewerOf } from '../graphql/authorization.ts';
import type { Resolvers } from '../graphql/resolvers-types.ts';
import { failingAs } from './cashierTransactions.ts';

/*
 * The interface screen (issue 9): fiscal documents with their tax-authority status and accounting export, the send
 * action and the export file (domain/taxInterface.ts). ADMIN only (role table).
 */

export const taxInterfaceResolvers: Resolvers = {
  Query: {
    searchTaxDocuments: (_parent, { input }, context) => searchTaxDocuments(context.db, viewerOf(context).idOu, input),
  },
  Mutation: {
    sendTaxDocuments: (_parent, { ids }, context) => {
      const { idOu } = viewerOf(context);
      return failingAs('Could not send the documents', () => context.db.transaction((tx) => sendTaxDocuments(tx, idOu, ids)));
    },
    exportAccountingDocuments: (_parent, { input }, context) => {
      const { idOu } = viewerOf(context);
      return failingAs('Could not export the documents', () =>
        context.db.transaction((tx) => exportAccountingDocuments(tx, idOu, input)));
    },
  },
};

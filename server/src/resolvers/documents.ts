/*
 * Documents and mail (issue 22): thin mapping to server/src/domain/documents and server/src/mail.
 */
import type { GraphQLContext } from '../context.ts';
import { renderDocument, type DocumentRef } from '../domain/documents/documentService.ts';
import {
  resendDocument, sendDocument, sentDocumentsOfFiscalDocument, sentDocumentsOfReservation, sentFiscalDocument,
  type SentDocumentRow,
} from '../domain/documents/sendDocument.ts';
import { findReservation } from '../domain/reservations.ts';
import { requirePermission, viewerOf } from '../graphql/authorization.ts';
import type { Resolvers } from '../graphql/resolvers-types.ts';
import { outboxAttachment, outboxMails } from '../mail/outboxReads.ts';
import { openMailText } from '../auth/mfaCrypto.ts';

const MAX_PAGE = 100;

/** The record-reading permission check the domain asks for, against this caller. */
const permissionCheck = (context: GraphQLContext) => (permission: string) => requirePermission(context, permission);

const sender = (context: GraphQLContext) => {
  const viewer = viewerOf(context);
  return { idOu: viewer.idOu, idUser: viewer.idUser };
};

/** The payload re-reads what the screens show: the reservation or the fiscal document, with their sends. */
async function payload(context: GraphQLContext, sent: SentDocumentRow[]) {
  const idOu = viewerOf(context).idOu;
  const first = sent[0];
  const reservation = first?.idReservation && first.kind !== 'FISCAL_DOCUMENT' ? await findReservation(context.db, idOu, first.idReservation) : null;
  const fiscalDocument = first?.idFiscalDocument ? await sentFiscalDocument(context.db, idOu, first.idFiscalDocument) : null;
  return { sentDocuments: sent, reservation, fiscalDocument };
}

export const documentResolvers: Resolvers = {
  Query: {
    renderDocument: async (_parent, { document }, context) => {
      const rendered = await renderDocument(context.db, viewerOf(context).idOu, document as DocumentRef, permissionCheck(context));
      return { ...rendered, contentBase64: rendered.content.toString('base64') };
    },
    searchOutboxMails: (_parent, { skip, take }, context) =>
      outboxMails(context.db, viewerOf(context).idOu, { offset: Math.max(0, skip ?? 0), limit: Math.min(Math.max(1, take ?? 20), MAX_PAGE) },
        (stored) => openMailText(context.mfa.keys, stored)),
    getOutboxAttachment: (_parent, { idMailAttachment }, context) => outboxAttachment(context.db, viewerOf(context).idOu, idMailAttachment),
  },
  Mutation: {
    sendDocument: async (_parent, { input }, context) => payload(context, await sendDocument(
      context.db, context.mailer, sender(context), { ...input, document: input.document as DocumentRef }, permissionCheck(context),
    )),
    resendDocument: async (_parent, { idSentDocument }, context) =>
      payload(context, await resendDocument(context.db, context.mailer, sender(context), idSentDocument, permissionCheck(context))),
  },
  Reservation: {
    sentDocuments: (r, _args, context) => sentDocumentsOfReservation(context.db, r.idReservation),
  },
  FiscalDocument: {
    sentDocuments: (d, _args, context) => sentDocumentsOfFiscalDocument(context.db, d.idFiscalDocument),
  },
};

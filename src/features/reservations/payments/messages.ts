import { defineMessages } from '../../../app/defineMessages';

export const reservationPaymentMessages = defineMessages({
  title: 'reservation.payments.title',
  takePayment: 'reservation.payments.take',
  takePaymentOf: 'reservation.payments.takeOf',
  quoteFirst: 'reservation.payments.quoteFirst',
  empty: 'reservation.payments.empty',
  pending: 'reservation.payments.pending',
  listLabel: 'reservation.payments.list',
  transaction: 'reservation.payments.transaction',
  noDocument: 'reservation.payments.noDocument',
  voided: 'reservation.payments.voided',
  methodCASH: 'reservation.payments.method.CASH',
  methodCARD: 'reservation.payments.method.CARD',
  methodDEPOSIT: 'reservation.payments.method.DEPOSIT',
  methodADVANCE: 'reservation.payments.method.ADVANCE',
  docINVOICE: 'reservation.payments.doc.INVOICE',
  docRECEIPT: 'reservation.payments.doc.RECEIPT',
  docCREDIT_NOTE: 'reservation.payments.doc.CREDIT_NOTE',
});

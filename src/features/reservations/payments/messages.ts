import { defineMessages } from '../../../app/defineMessages';

export const reservationPaymentMessages = defineMessages({
  title: { id: 'reservation.payments.title', defaultMessage: 'Payments', description: 'Section heading of the reservation editor' },
  takePayment: { id: 'reservation.payments.take', defaultMessage: 'Take payment', description: 'Link to the cashier cart with this reservation' },
  takePaymentOf: { id: 'reservation.payments.takeOf', defaultMessage: 'Take payment for {code}', description: 'Accessible name of Take payment' },
  quoteFirst: {
    id: 'reservation.payments.quoteFirst',
    defaultMessage: 'This reservation is a quote: confirm it before taking a payment.',
    description: 'Why no Take payment is offered on a quote',
  },
  empty: { id: 'reservation.payments.empty', defaultMessage: 'No payments yet.', description: 'No payment on the reservation' },
  pending: { id: 'reservation.payments.pending', defaultMessage: 'Pending {amount}', description: 'What is still owed' },
  listLabel: { id: 'reservation.payments.list', defaultMessage: 'Payments of {code}', description: 'Accessible name of the list' },
  transaction: { id: 'reservation.payments.transaction', defaultMessage: 'Transaction {number}', description: 'Link to the cashier transaction' },
  noDocument: { id: 'reservation.payments.noDocument', defaultMessage: 'No document', description: 'A payment with no invoice or receipt (advances paid it)' },
  voided: { id: 'reservation.payments.voided', defaultMessage: 'Voided', description: 'Status of a voided payment' },
  methodCASH: { id: 'reservation.payments.method.CASH', defaultMessage: 'Cash', description: 'Payment method' },
  methodCARD: { id: 'reservation.payments.method.CARD', defaultMessage: 'Card', description: 'Payment method' },
  methodDEPOSIT: { id: 'reservation.payments.method.DEPOSIT', defaultMessage: 'Deposit or transfer', description: 'Payment method' },
  methodADVANCE: { id: 'reservation.payments.method.ADVANCE', defaultMessage: 'Advance', description: 'Payment method' },
  docINVOICE: { id: 'reservation.payments.doc.INVOICE', defaultMessage: 'Invoice', description: 'Fiscal document type' },
  docRECEIPT: { id: 'reservation.payments.doc.RECEIPT', defaultMessage: 'Receipt', description: 'Fiscal document type' },
  docCREDIT_NOTE: { id: 'reservation.payments.doc.CREDIT_NOTE', defaultMessage: 'Credit note', description: 'Fiscal document type' },
});

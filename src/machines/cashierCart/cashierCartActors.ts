import { fromPromise } from 'xstate';

export interface CompletedTransaction {
  idCashierTransaction: string;
  number: number;
  changeAmount: string;
}

/** What completeCashierTransaction receives (schema.graphql CashierTransactionInput). */
export interface CompleteRequest {
  idempotencyKey: string;
  note: string | null;
  items: { idReservationItem: string; amountToPay: string }[];
  payments: {
    method: 'CASH' | 'CARD' | 'DEPOSIT' | 'ADVANCE';
    idCurrency: string;
    amount: string;
    card?: { number: string; holderName: string; expiry: string; ccv: string } | null;
    deposit?: { depositDate: string; depositType: 'DEPOSIT' | 'TRANSFER'; idBank: string; bankAccount: string; number: string } | null;
    /** ADVANCE: the customer's advance applied. */
    idAdvance?: string | null;
  }[];
}

const missing = (name: string) => async (): Promise<never> => {
  throw new Error(`cashierCart: the ${name} actor was not provided`);
};

/** The cart's one call to the server; the screen provides it with `.provide()`, tests provide stubs. */
export const cashierCartActors = {
  complete: fromPromise<CompletedTransaction, CompleteRequest>(missing('complete')),
};

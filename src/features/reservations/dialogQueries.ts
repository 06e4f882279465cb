import type { CancelWithFeeDialogQuery } from '../../__generated__/CancelWithFeeDialogQuery.graphql';
import cancelFeesQuery from '../../__generated__/CancelWithFeeDialogQuery$parameters';
import type { ItemEditDialogQuery } from '../../__generated__/ItemEditDialogQuery.graphql';
import itemEditQuery from '../../__generated__/ItemEditDialogQuery$parameters';
import { useDialogQuery } from '../../app/dialogs/useDialogQuery';

/*
 * The loaders of the editor's dialogs, apart from the dialogs (./lazyDialogs): a screen holds them from the start and
 * starts a dialog's query on the press that opens it, while the dialog's code is downloaded then, beside its data.
 */

/** The item edit dialog's: `open(itemEditVariables(...))`, so the item comes with the dialog. */
export const useItemEditQuery = () => useDialogQuery<ItemEditDialogQuery>(itemEditQuery);
export const itemEditVariables = (idReservation: string, idReservationItem: string): ItemEditDialogQuery['variables'] =>
  ({ id: idReservationItem, idReservation });

/** The cancellation dialog's: `open(cancelFeesVariables(...))`, so the fees the server would charge come with it. */
export const useCancelFees = () => useDialogQuery<CancelWithFeeDialogQuery>(cancelFeesQuery);
export const cancelFeesVariables = (idReservation: string, idReservationItem?: string | null): CancelWithFeeDialogQuery['variables'] =>
  ({ idReservation, idReservationItem: idReservationItem ?? null, id: idReservation });

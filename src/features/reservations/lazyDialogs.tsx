import { lazy, Suspense, type ComponentProps } from 'react';

// Dialogs a reservation screen shows only when asked: their code (forms, pickers, price preview) comes with the press
// that opens them, not with the screen. Each waits in its own boundary, so the screen behind stays as it is.
const ItemEditDialogPart = lazy(async () => ({ default: (await import('./ItemEditDialog')).ItemEditDialog }));
const CancelWithFeeDialogPart = lazy(async () => ({ default: (await import('./CancelWithFeeDialog')).CancelWithFeeDialog }));

/** ./ItemEditDialog, loaded when first opened. */
export function ItemEditDialog(props: ComponentProps<typeof ItemEditDialogPart>) {
  return <Suspense fallback={null}><ItemEditDialogPart {...props} /></Suspense>;
}

/** ./CancelWithFeeDialog, loaded when first opened. */
export function CancelWithFeeDialog(props: ComponentProps<typeof CancelWithFeeDialogPart>) {
  return <Suspense fallback={null}><CancelWithFeeDialogPart {...props} /></Suspense>;
}

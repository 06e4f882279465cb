import type { ConfirmDialogProps } from './ConfirmDialogFrame';
import { deferredPart } from './deferredPart';

export type { ConfirmDialogProps };

// Comes when a page first asks one, with the dialog itself (./Dialog).
const frame = deferredPart<ConfirmDialogProps>(async () => (await import('./ConfirmDialogFrame')).ConfirmDialogFrame, { whenDrawn: true });
export const preloadConfirmDialog = frame.preload;

/** A yes/no question before an action, running the action (sync or async) itself. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  // As ./Dialog: nothing while closed and never opened; a closed one stays mounted once here, to animate out.
  if (!props.isOpen && !frame.isLoaded()) return null;
  return <frame.Deferred fallback={null} props={props} />;
}

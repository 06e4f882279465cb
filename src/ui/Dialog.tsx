import type { DialogProps } from './DialogFrame';
import { deferredPart } from './deferredPart';

export type { DialogProps };

// The modal, its focus trap and the dialog (about 11 KB gzipped) come when a page first opens a dialog: most pages
// hold some (confirmations, quick forms) that no first load shows.
const frame = deferredPart<DialogProps>(async () => (await import('./DialogFrame')).DialogFrame, { whenDrawn: true });
export const preloadDialog = frame.preload;

/** A modal dialog with a title, a scrolling body and a footer. Focus is trapped inside and restored on close. */
export function Dialog(props: DialogProps) {
  // Closed and never opened: nothing to draw and nothing to download yet. Once here, a closed one stays mounted so
  // it can animate out. Opening shows it as soon as the code arrives (an overlay: nothing on the page moves).
  if (!props.isOpen && !frame.isLoaded()) return null;
  return <frame.Deferred fallback={null} props={props} />;
}

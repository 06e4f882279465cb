const FIELD = '[data-invalid] input, [data-invalid] button, [aria-invalid="true"]';
/** A field whose code is still on its way: its look-alike (src/ui/FieldSkeleton, the select's) takes no focus. */
const LOADING_FIELD = '[data-invalid][aria-busy="true"]';
/** About a second of frames: a field's code arrives well within it, and a person is not left waiting longer. */
const FRAMES = 60;

/**
 * After a refused submit, moves focus to the first field marked invalid (react-aria puts data-invalid on the field),
 * so a long form does not leave the person at its bottom wondering what is wrong. Runs after React has painted the
 * messages; when the first invalid field is still a loading look-alike, it waits for the real one rather than
 * passing it by for a later field.
 */
export function focusFirstProblem(form: HTMLElement | null, framesLeft = FRAMES) {
  requestAnimationFrame(() => {
    const field = form?.querySelector<HTMLElement>(FIELD);
    const loading = form?.querySelector<HTMLElement>(LOADING_FIELD);
    const loadingFirst = loading && (!field || loading.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING);
    if (loadingFirst && framesLeft > 0) {
      focusFirstProblem(form, framesLeft - 1);
      return;
    }
    field?.focus();
  });
}

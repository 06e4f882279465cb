/** The form that holds the focus, if any. */
export const formOf = (target: EventTarget | null) => (target instanceof Element ? target.closest('form') : null);

/**
 * Saves the form in focus as its submit button would: through the form's submit (its validation and handler run),
 * and not at all while that button is disabled.
 */
export function submitFormOf(target: EventTarget | null) {
  const form = formOf(target);
  if (!form) return;
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (submit?.disabled) return;
  form.requestSubmit(submit ?? undefined);
}

/**
 * After a refused submit, moves focus to the first field marked invalid (react-aria puts data-invalid on the field),
 * so a long form does not leave the person at its bottom wondering what is wrong. Runs after React has painted the
 * messages.
 */
export function focusFirstProblem(form: HTMLElement | null) {
  requestAnimationFrame(() => {
    const field = form?.querySelector<HTMLElement>('[data-invalid] input, [data-invalid] button, [aria-invalid="true"]');
    field?.focus();
  });
}

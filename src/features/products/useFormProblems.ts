import { useState } from 'react';
import { hasProblems, type PathErrors } from '../general-parameters/validation';
import { useProductTexts } from './useProductTexts';
import { productServerProblem, withoutList } from './validation';

/**
 * The problems a form shows: its own checks (from the first submit on, updated as the person types) and the server's
 * field messages (until the field is edited). Paths are the server's ('instances.1.code').
 */
export function useFormProblems(validate: () => PathErrors) {
  const { problemText } = useProductTexts();
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const errors: PathErrors = submitted ? validate() : {};
  return {
    submitted,
    /** Marks the form submitted and answers whether the client checks pass. */
    check: () => {
      setSubmitted(true);
      return !hasProblems(validate());
    },
    errors,
    serverErrors,
    setServerErrors,
    errorOf: (path: string) => problemText(errors[path] ?? productServerProblem(serverErrors[path])),
    /**
     * The server's first message about a list or anything in it ('subfeatureItemIds', 'subfeatureItemIds.3'), for
     * lists shown as one control rather than a field per entry.
     */
    errorUnder: (prefix: string) => {
      const path = Object.keys(serverErrors).find((p) => p === prefix || p.startsWith(`${prefix}.`));
      return path === undefined ? undefined : problemText(productServerProblem(serverErrors[path]));
    },
    /** A field changed: its server message no longer applies. */
    edited: (path: string) => setServerErrors((e) => {
      if (!(path in e)) return e;
      const { [path]: _gone, ...rest } = e;
      void _gone;
      return rest;
    }),
    /** Rows were added or removed: the server's row numbers of that list no longer match. */
    rowsMoved: (list: string) => setServerErrors((e) => withoutList(e, list)),
    /** Back to an untouched form (after a successful save that keeps the form on screen). */
    reset: () => {
      setSubmitted(false);
      setServerErrors({});
    },
    showAlert: submitted && (hasProblems(errors) || hasProblems(serverErrors)),
    clientProblems: hasProblems(errors),
  };
}

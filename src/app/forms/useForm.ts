import { useCallback, useMemo, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { CodedFieldError } from '../errors/serverErrors';
import { focusFirstProblem } from '../focusFirstProblem';
import { adminMessages } from '../list/adminMessages';
import { toast } from '../../ui/toastQueue';
import { failureText } from './failureText';
import { formMessages } from './messages';
import { problemText, serverFieldErrors, serverFieldText, type FieldWords } from './serverFieldWords';
import { hasProblems, type PathErrors } from './validation';

export interface FormOptions {
  /** The form's own checks by path ('name', 'values.2.code'): shown from the first submit on, updated as one types. */
  validate: () => PathErrors;
  /** The form's words for some coded server problems (see FieldWords). */
  fieldWords?: FieldWords;
  /** The failure toast from the screen's message and the error; by default failureText's. Null: no toast, the form says it (onFailed). */
  failure?: (message: string, error: unknown) => string | null;
  /**
   * False: a refused submit leaves the focus where it is. For a form whose first field is a picker that opens its list
   * on focus: the open list would hide the rest of the page, the problems included.
   */
  focusProblems?: boolean;
}

export interface SubmitPlan<R> {
  save: () => Promise<R>;
  /** The success toast. */
  saved?: string | ((result: R) => string);
  /** The screen's failure message; the toast adds what the server said. */
  failed: string;
  /** After the success toast, usually a navigation away (the form stays pending meanwhile). */
  onSaved?: (result: R) => void;
  /** The form stays on screen after a save: it goes back to untouched. */
  stay?: boolean;
  /** Besides the field problems and the toast (e.g. a conflict panel). */
  onFailed?: (error: unknown) => void;
  /** The form's path of a server path where they differ (the server numbers rows as sent, the form keys them by id). */
  serverPath?: (path: string) => string;
}

/**
 * One form's submit cycle (issue 20): submitted (the form's checks show from the first submit on), pending (one save
 * at a time), the server's field problems by path read from the error contract (codes first, until edited), focus
 * on the first problem and the success or failure toast.
 */
export function useForm({ validate, fieldWords, failure, focusProblems = true }: FormOptions) {
  const intl = useIntl();
  const ref = useRef<HTMLFormElement>(null);
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, CodedFieldError>>({});
  const focusProblem = useMemo(() => () => {
    if (focusProblems) focusFirstProblem(ref.current);
  }, [focusProblems]);
  const errors: PathErrors = submitted ? validate() : {};
  const clientProblems = hasProblems(errors);
  const showAlert = submitted && (clientProblems || hasProblems(serverErrors));

  const serverText = (path: string) => {
    const field = serverErrors[path];
    return field ? serverFieldText(intl, field, fieldWords) : undefined;
  };
  const forget = useCallback((keep: (path: string) => boolean) => setServerErrors((e) => {
    const kept = Object.entries(e).filter(([path]) => keep(path));
    return kept.length === Object.keys(e).length ? e : Object.fromEntries(kept);
  }), []);
  const edited = useCallback((...paths: string[]) => forget((path) => !paths.includes(path)), [forget]);
  const rowsMoved = useCallback((list: string) => forget((path) => path !== list && !path.startsWith(`${list}.`)), [forget]);
  const reset = useCallback(() => {
    setSubmitted(false);
    setPending(false);
    setServerErrors({});
  }, []);

  /** The form's own checks of a submit: from now on they show, and focus goes to the first; true when none fails. */
  const check = (event?: FormEvent) => {
    event?.preventDefault();
    setSubmitted(true);
    if (!hasProblems(validate())) return true;
    focusProblem();
    return false;
  };

  function handleSubmit<R>(plan: SubmitPlan<R>) {
    return async (event?: FormEvent) => {
      event?.preventDefault();
      if (pending || !check()) return;
      setPending(true);
      setServerErrors({});
      let result: R;
      try {
        result = await plan.save();
      } catch (error) {
        setPending(false);
        setServerErrors(serverFieldErrors(error, plan.serverPath));
        focusProblem();
        plan.onFailed?.(error);
        const text = (failure ?? ((message, e) => failureText(intl, message, e)))(plan.failed, error);
        if (text !== null) toast.error(text);
        return;
      }
      if (plan.saved) toast.success(typeof plan.saved === 'string' ? plan.saved : plan.saved(result));
      if (plan.stay) reset();
      plan.onSaved?.(result);
    };
  }

  return {
    /** Put on the <form>: the first problem is looked for inside it. */
    ref,
    submitted,
    pending,
    /** The form's own problems (empty before the first submit). */
    errors,
    clientProblems,
    /** The server's field problems by the form's paths. */
    serverErrors,
    /** The problem of a field in words: the form's own check first, else the server's. */
    errorOf: (path: string) => problemText(intl, errors[path]) ?? serverText(path),
    /** The server's problem of a field in words. */
    serverText,
    /** The server's first problem about a list or anything in it ('subfeatureItemIds', 'subfeatureItemIds.3'). */
    errorUnder: (prefix: string) => {
      const path = Object.keys(serverErrors).find((p) => p === prefix || p.startsWith(`${prefix}.`));
      return path === undefined ? undefined : serverText(path);
    },
    /** Fields changed: their server problems no longer apply. */
    edited,
    /** Rows were added or removed: the server's row numbers of that list no longer match. */
    rowsMoved,
    /** A row list editor's onChange: keeps the new rows, and forgets the list's server problems when rows were added or removed. */
    rowsChange: <T>(list: string, rows: readonly T[], keep: (next: T[]) => void) => (next: T[]) => {
      if (next.length !== rows.length) rowsMoved(list);
      keep(next);
    },
    reset,
    /** A banner is due: the form was submitted and something is marked. */
    showAlert,
    /** The banner's words: fix the marked fields, or the server refused some. */
    alertText: intl.formatMessage(clientProblems ? adminMessages.fixFields : formMessages.serverRejected),
    handleSubmit,
    /** A submit that asks or confirms rather than saves (a search, a confirm dialog): the checks alone. */
    check,
    /** Moves focus to the first marked field (after a refusal the form handles itself). */
    focusProblem,
  };
}

export type FormState = ReturnType<typeof useForm>;

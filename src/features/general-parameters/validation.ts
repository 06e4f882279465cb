import type { MessageDescriptor } from 'react-intl';
import { formMessages } from '../../app/forms/messages';
import type { CodedFieldError } from '../../app/errors/serverErrors';
import type { FieldWords } from '../../app/forms/serverFieldWords';
import { ruleErrors } from '../../app/forms/ruleErrors';
import type { FieldProblem, PathErrors } from '../../app/forms/validation';
import { generalParameterProblems } from '../../../rules/generalParameter';
import { gpMessages } from './messages';

export interface ValueRow {
  /** A stable React key for a row (new rows have no id yet). */
  key: string;
  idGeneralParameterValue?: string;
  name: string;
  /** The Spanish name (blank: Spanish screens show the name). */
  nameEs: string;
  shortName: string;
  code: string;
  value: string;
}

export interface GeneralParameterFormValues {
  name: string;
  shortName: string;
  code: string;
  idParent: string | null;
  values: ValueRow[];
}

/** The server's rules (rules/generalParameter.ts), run before sending: named, coded (3+), unique value codes. */
export const validateGeneralParameter = (form: GeneralParameterFormValues): PathErrors =>
  ruleErrors(generalParameterProblems(form), generalParameterWords);

const GP_WORDS: Partial<Record<CodedFieldError['code'], MessageDescriptor>> = {
  SHARED_CODE_FIXED: gpMessages.sharedCodeFixed,
  OWN_PARENT: gpMessages.ownParent,
  DESCENDANT_PARENT: gpMessages.descendantParent,
};

/** The server's codes in this form's words: a taken code, a short value code, a value in use, a parent loop. */
export const generalParameterWords: FieldWords = ({ path, code, params }): FieldProblem | undefined => {
  if (code === 'DUPLICATE') return { message: path === 'code' ? gpMessages.codeTaken : gpMessages.valueDuplicate };
  if (code === 'HAS_SPACES') return { message: formMessages.codeSpaces };
  if (code === 'TOO_SHORT') return { message: formMessages.codeTooShort, values: { min: Number(params.min) } };
  if (code === 'IN_USE') return { message: gpMessages.valueInUse, values: { name: String(params.name) } };
  const words = GP_WORDS[code];
  return words ? { message: words } : undefined;
};

import { useForm } from '../../app/forms/useForm';
import type { PathErrors } from '../../app/forms/validation';
import { useProductTexts } from './useProductTexts';
import { productWords } from './validation';

/** The shared form cycle with the product area's words for the server's problems and its failure toasts. */
export function useFormProblems(validate: () => PathErrors) {
  const { failureWithReason } = useProductTexts();
  return useForm({ validate, fieldWords: productWords, failure: failureWithReason });
}

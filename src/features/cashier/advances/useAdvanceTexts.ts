import { navMessages } from '../../../app/messages';
import { usePaymentsTexts } from '../usePaymentsTexts';
import { advanceMessages as m } from './messages';

export const ADVANCES_HREF = '/cashier-transaction/payment/advances';

/** Breadcrumbs and enum texts of the advances screens. */
export function useAdvanceTexts() {
  const texts = usePaymentsTexts(navMessages.advances, ADVANCES_HREF);
  const { t } = texts;
  const pick = (prefix: string, value: string | null | undefined) => {
    const message = (m as Record<string, { id: string }>)[`${prefix}${value ?? ''}`];
    return message ? t(message as never) : (value ?? '—');
  };
  return {
    ...texts,
    statusText: (status: string) => pick('status', status),
    documentTypeText: (type: string | null | undefined) => pick('type', type),
    taxStatusText: (status: string | null | undefined) => pick('tax', status),
  };
}

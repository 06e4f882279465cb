import { useIntl, type MessageDescriptor } from 'react-intl';
import { auditMessages as m } from './messages';

// Columns that mean the same thing on every table.
const FIELD_ALIASES: Record<string, string> = { id_status: 'status' };
const SUBJECTS: Record<string, string> = {
  PRODUCT: 'product', RATE: 'rate', RESERVATION: 'reservation', ENTITY: 'entity', USER: 'user', ROLE: 'role',
  CASHIER_TRANSACTION: 'cashierTransaction', DAILY_CASHIER: 'dailyCashier',
};
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

const message = (key: string) => (m as Record<string, MessageDescriptor | undefined>)[key];

/** "selling_tax_percentage" -> "Selling tax percentage"; "id_supplier" -> "Supplier". */
export function humanizeField(field: string): string {
  const words = field.replace(/^id_/, '').replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The History panel's words: operations, record parts, field names and values in the reader's language. */
export function useAuditTexts() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const known = (key: string, fallback: string) => {
    const descriptor = message(key);
    return descriptor ? t(descriptor) : fallback;
  };
  return {
    t,
    operation: (operation: string) => known(`op${operation}`, operation),
    /** The record a History button belongs to ('PRODUCT' -> 'Product'). */
    subject: (recordType: string) => known(`record${SUBJECTS[recordType] ?? ''}`, humanizeField(recordType.toLowerCase())),
    record: (recordType: string) => known(`record${recordType}`, humanizeField(recordType)),
    field: (field: string) => known(`field${FIELD_ALIASES[field] ?? field}`, humanizeField(field)),
    detail: (key: string) => known(`detail${key}`, humanizeField(key)),
    /** A stored value as a person reads it: booleans in words, moments in the reader's format, nothing as (empty). */
    value: (value: string | null | undefined) => {
      if (value === null || value === undefined || value === '') return t(m.empty);
      if (value === 'true') return t(m.yes);
      if (value === 'false') return t(m.no);
      if (/^[A-Z_]+$/.test(value)) return known(`value${value}`, value);
      if (TIMESTAMP.test(value) && !Number.isNaN(Date.parse(value))) {
        return intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' });
      }
      return value;
    },
    when: (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'medium' }),
  };
}

import type { MessageDescriptor } from 'react-intl';
// Type only: the catalog's ids, without bundling the catalog here (src/app/i18n.ts loads it in parts).
import type en from '../../locales/en.json';

/** A message id of locales/en.json, the one place the English words live (translator notes: locales/descriptions.json). */
export type MessageId = keyof typeof en;

/**
 * Each key's message id (`{ save: 'common.save' }`) as the descriptor react-intl takes (`{ id }`), so a typo'd or
 * missing id fails the typecheck. Descriptors stay plain MessageDescriptor: ours take ICU arguments, and react-intl
 * 12 types their values as {} otherwise (the locale test checks the values).
 */
export function defineMessages<K extends string>(ids: Record<K, MessageId>): { readonly [P in K]: MessageDescriptor } {
  return Object.fromEntries(Object.entries(ids).map(([key, id]) => [key, { id }])) as { [P in K]: MessageDescriptor };
}

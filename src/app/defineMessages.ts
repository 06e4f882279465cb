import type { MessageDescriptor } from 'react-intl';

type Descriptors = Record<string, { id: string; defaultMessage: string; description: string }>;

/**
 * react-intl 12's defineMessages types each message's values as {} unless every message spells them out; ours take
 * ICU arguments, so descriptors stay plain MessageDescriptor (values checked by the locale test instead).
 */
export function defineMessages<T extends Descriptors>(messages: T): { readonly [K in keyof T]: MessageDescriptor } {
  return messages;
}

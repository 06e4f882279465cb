import { use, type ComponentType } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { loadAreaMessages, type MessageArea } from './i18n';
import type { LazyScreen } from './routeTable';

/**
 * A screen with its area's messages (src/app/i18n.ts): the words of one area are downloaded with its first page, not
 * by every signed-in page. The screen's code is asked for at the same time, so neither waits for the other.
 */
export function withAreaMessages(area: MessageArea, Screen: LazyScreen | ComponentType): ComponentType {
  function AreaScreen(props: object) {
    const intl = useIntl();
    (Screen as LazyScreen).preload?.();
    const messages = use(loadAreaMessages(intl.locale, area));
    return (
      <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} timeZone={intl.timeZone} messages={messages}>
        <Screen {...props} />
      </IntlProvider>
    );
  }
  AreaScreen.displayName = `AreaScreen(${area})`;
  return AreaScreen;
}

import { useIntl } from 'react-intl';
import { ComboBox, type ComboBoxProps } from '../../ui/ComboBox';
import { adminMessages } from '../list/adminMessages';
import type { useServerOptions } from '../useServerOptions';

export type ServerComboBoxProps = Omit<ComboBoxProps, 'items' | 'isLoading' | 'onInputChange' | 'loadingLabel'> & {
  /** The options a search-as-you-type query found for the text typed so far. */
  options: Pick<ReturnType<typeof useServerOptions>, 'items' | 'isLoading' | 'onInputChange'>;
};

/**
 * The combo box of a picker that searches on the server: it lists as soon as it is focused and says when it is
 * searching and when nothing matched (unless the picker has its own words for that).
 */
export function ServerComboBox({ options, emptyLabel, ...props }: ServerComboBoxProps) {
  const intl = useIntl();
  return (
    <ComboBox
      menuTrigger="focus"
      {...props}
      items={options.items}
      isLoading={options.isLoading}
      onInputChange={options.onInputChange}
      emptyLabel={emptyLabel ?? intl.formatMessage(adminMessages.noMatches)}
      loadingLabel={intl.formatMessage(adminMessages.searching)}
    />
  );
}

/**
 * The results with the chosen record in front when the search did not find it (a saved choice or a filter restored
 * from the address was fetched besides the search), so the box can show its name.
 */
export function withChosen<T>(found: readonly T[], chosen: T | null | undefined, idOf: (record: T) => string): readonly T[] {
  return chosen && !found.some((record) => idOf(record) === idOf(chosen)) ? [chosen, ...found] : found;
}

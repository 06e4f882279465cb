import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { TextField } from '../../ui/TextField';
import { useDebouncedValue } from '../../ui/useDebouncedValue';
import { adminMessages } from './adminMessages';

/** The search box of a list: reports the text once typing pauses, so each keystroke is not a server call. */
export function SearchBox({ value, onSearch, placeholder }: { value: string; onSearch: (text: string) => void; placeholder?: string }) {
  const intl = useIntl();
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text, 300);
  const reported = useRef(value);
  useEffect(() => {
    if (debounced !== reported.current) {
      reported.current = debounced;
      onSearch(debounced);
    }
  }, [debounced, onSearch]);
  return (
    <TextField type="search" label={intl.formatMessage(adminMessages.search)} value={text} onChange={setText}
      placeholder={placeholder} />
  );
}

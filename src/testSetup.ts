/**
 * Client test setup (vitest setupFiles): unmount after each test and fill the one
 * browser API jsdom lacks that react-aria needs.
 */
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadAllMessages } from './app/i18n';
import { preloadComboBox } from './ui/ComboBox';
import { preloadConfirmDialog } from './ui/ConfirmDialog';
import { preloadDataTable } from './ui/DataTable';
import { preloadDatePicker } from './ui/DatePicker';
import { preloadDateRangePicker } from './ui/DateRangePicker';
import { preloadDialog } from './ui/Dialog';
import { preloadNumberField } from './ui/NumberField';
import { preloadSelect } from './ui/Select';

// The fields whose code a page downloads when it first draws one (src/ui/deferredPart.tsx) are loaded up front, so a
// test finds them as soon as it renders.
await Promise.all([loadAllMessages('en'), loadAllMessages('es'), preloadComboBox(), preloadDatePicker(), preloadDateRangePicker(), preloadSelect(), preloadDialog(), preloadNumberField(), preloadConfirmDialog(), preloadDataTable()]);

afterEach(cleanup);

const css = (globalThis as { CSS?: { escape?: (value: string) => string } }).CSS;
if (!css?.escape) {
  // CSS.escape per CSSOM §2.1, enough for react-aria's attribute selectors.
  const escape = (value: string) => {
    const s = String(value);
    let out = '';
    for (let i = 0; i < s.length; i++) {
      const code = s.charCodeAt(i);
      const ch = s.charAt(i);
      if (code === 0) out += '\uFFFD';
      else if ((code >= 0x1 && code <= 0x1f) || code === 0x7f
        || (i === 0 && code >= 0x30 && code <= 0x39)
        || (i === 1 && code >= 0x30 && code <= 0x39 && s.charCodeAt(0) === 0x2d)) out += `\\${code.toString(16)} `;
      else if (i === 0 && s.length === 1 && code === 0x2d) out += `\\${ch}`;
      else if (code >= 0x80 || code === 0x2d || code === 0x5f || /[0-9A-Za-z]/.test(ch)) out += ch;
      else out += `\\${ch}`;
    }
    return out;
  };
  (globalThis as { CSS?: object }).CSS = { ...(css ?? {}), escape };
}

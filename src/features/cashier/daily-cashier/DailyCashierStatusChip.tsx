import * as adminStyles from '../../../app/list/AdminPage.css';
import { dailyCashierMessages as m } from './messages';
import { useDailyCashierTexts } from './useDailyCashierTexts';

export function DailyCashierStatusChip({ status }: { status: string }) {
  const { t } = useDailyCashierTexts();
  const open = status === 'OPEN';
  return <span className={adminStyles.chip({ tone: open ? 'accent' : 'muted' })}>{t(open ? m.statusOpen : m.statusClosed)}</span>;
}

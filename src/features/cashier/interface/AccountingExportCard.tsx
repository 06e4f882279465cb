import { useState } from 'react';
import { useIntl } from 'react-intl';
import { refusalWords } from '../../../app/forms/failureText';
import { commitAsync } from '../../../app/graphqlErrors';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { DateRangePicker, type IsoDateRange } from '../../../ui/DateRangePicker';
import { InlineSpinner } from '../../../ui/InlineSpinner';
import { SegmentedControl } from '../../../ui/SegmentedControl';
import { toast } from '../../../ui/toastQueue';
import * as styles from '../transactions/CashierTransaction.css';
import { downloadBase64 } from './downloadFile';
import { interfaceMessages as m } from './messages';
import { useAccountingExportMutation } from './mutations/useAccountingExportMutation';

const MAX_DAYS = 31;
const daysBetween = (range: IsoDateRange) => (Date.parse(`${range.end}T00:00:00Z`) - Date.parse(`${range.start}T00:00:00Z`)) / 86_400_000;

/** The accounting export: a date range (at most 31 days) and a format; the server builds the file, the browser saves it. */
export function AccountingExportCard({ initialRange, onExported }: { initialRange: IsoDateRange | null; onExported: () => void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [range, setRange] = useState<IsoDateRange | null>(initialRange);
  const [format, setFormat] = useState<'CSV' | 'XLSX'>('XLSX');
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [commit] = useAccountingExportMutation();
  const run = async () => {
    if (!range) return setProblem(t(m.rangeRequired));
    if (daysBetween(range) >= MAX_DAYS) return setProblem(t(m.rangeTooLong));
    setProblem(null);
    setPending(true);
    try {
      const { exportAccountingDocuments: file } = await commitAsync(commit, { variables: { input: { dateFrom: range.start, dateTo: range.end, format } } });
      downloadBase64(file.fileName, file.contentType, file.base64);
      toast.success(t(m.exportedFile, { count: file.rowCount, file: file.fileName }));
      onExported();
    } catch (error) {
      const why = refusalWords(intl, error);
      toast.error(why ? `${t(m.exportFailed)}: ${why}` : t(m.exportFailed));
    } finally {
      setPending(false);
    }
  };
  return (
    <Card title={t(m.exportTitle)}>
      <div className={styles.form}>
        <DateRangePicker label={t(m.dates)} description={t(m.exportHelp)} value={range} onChange={setRange} errorMessage={problem ?? undefined} />
        <SegmentedControl label={t(m.format)} value={format} onChange={(id) => setFormat(id as 'CSV' | 'XLSX')}
          options={[{ id: 'XLSX', label: 'XLSX' }, { id: 'CSV', label: 'CSV' }]} />
        <div className={styles.actions}>
          <Button variant="secondary" onPress={() => void run()} isDisabled={pending}>
            {pending && <InlineSpinner label={t(m.exporting)} />}{t(m.exportButton)}
          </Button>
        </div>
      </div>
    </Card>
  );
}

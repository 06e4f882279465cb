import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { PassengerExcelLoad_catalogs$key } from '../../../../__generated__/PassengerExcelLoad_catalogs.graphql';
import { readServerError } from '../../../../app/errors/serverErrors';
import { commitAsync, readGraphQLError } from '../../../../app/graphqlErrors';
import { Button } from '../../../../ui/Button';
import { Card } from '../../../../ui/Card';
import { FileButton } from '../../../../ui/FileButton';
import { FormActions } from '../../../../ui/FormActions';
import { InlineSpinner } from '../../../../ui/InlineSpinner';
import { toast } from '../../../../ui/toastQueue';
import { excelMessages as x, passengerMessages as m } from '../messages';
import { useLoadPassengersMutation } from '../mutations/useLoadPassengersMutation';
import { todayIso } from '../passengerForm';
import * as styles from '../ReservationPassengers.css';
import { applyServerErrors, dateOrderOf, loadVerdict, type CatalogOption, type PassengerCatalogs, type PreviewRow } from './passengerRows';
import { precheckFile, type SheetResponse } from './passengerSheetProtocol';
import { PassengerSheetPreview, useRowProblems } from './PassengerSheetPreview';
import { runSheetWorker } from './runSheetWorker';

interface Props {
  idReservation: string;
  catalogs: PassengerExcelLoad_catalogs$key;
  /** Passengers the reservation can still take. */
  room: number;
  onLoaded: () => void;
}

type Failure = Extract<SheetResponse, { type: 'failed' }>;

/**
 * Load passengers from an .xlsx/.csv file: the worker reads and checks it, a preview shows every row (bad ones with
 * reasons), and only a clean preview that fits the reservation can be saved, all or nothing.
 */
export function PassengerExcelLoad({ idReservation, catalogs, room, onLoaded }: Props) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const rowProblems = useRowProblems();
  const options = useFragment(
    graphql`
      fragment PassengerExcelLoad_catalogs on Query {
        loadPassengerTypes: getGeneralParameterValues(code: "PASSENGER_TYPE") { idGeneralParameterValue code name nameEs shortName }
        loadDocumentTypes: getGeneralParameterValues(code: "IDENTITY_DOCUMENT_TYPE") { idGeneralParameterValue code name nameEs shortName }
        loadGenders: getGeneralParameterValues(code: "GENDER") { idGeneralParameterValue code name nameEs shortName }
        loadCountries: getCountries { idCountry code name shortName }
      }
    `,
    catalogs,
  );
  const sheetCatalogs = useMemo<PassengerCatalogs>(() => {
    const values = (list: readonly { idGeneralParameterValue: string; code: string; name: string; shortName: string }[]): CatalogOption[] =>
      list.map((v) => ({ id: v.idGeneralParameterValue, code: v.code, name: v.name, shortName: v.shortName }));
    return {
      passengerTypes: values(options.loadPassengerTypes), documentTypes: values(options.loadDocumentTypes),
      genders: values(options.loadGenders),
      countries: options.loadCountries.map((c) => ({ id: c.idCountry, code: c.code, name: c.name, shortName: c.shortName })),
    };
  }, [options]);

  const [reading, setReading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [preview, setPreview] = useState<{ fileName: string; rows: PreviewRow[] } | null>(null);
  const [load] = useLoadPassengersMutation();

  const read = async (file: File) => {
    setPreview(null);
    setFailure(null);
    const early = precheckFile(file.name, file.size);
    if (early) {
      setFailure({ type: 'failed', reason: early });
      return;
    }
    setReading(true);
    const response = await runSheetWorker({
      type: 'parse', fileName: file.name, bytes: await file.arrayBuffer(), catalogs: sheetCatalogs, today: todayIso(),
      dateOrder: dateOrderOf(intl.locale),
    });
    setReading(false);
    if (response.type === 'parsed') setPreview({ fileName: file.name, rows: response.rows });
    else if (response.type === 'failed') setFailure(response);
  };

  const downloadTemplate = async () => {
    const response = await runSheetWorker({ type: 'template' });
    if (response.type !== 'template') return;
    const url = URL.createObjectURL(new Blob([response.bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'passengers-template.xlsx';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  const verdict = preview ? loadVerdict(preview.rows, room) : null;
  const save = async () => {
    if (!preview || !verdict?.ok || saving) return;
    setSaving(true);
    try {
      await commitAsync(load, { variables: { idReservation, passengers: verdict.passengers } });
      toast.success(t(x.saved, { count: verdict.passengers.length }));
      setPreview(null);
      onLoaded();
    } catch (error) {
      const info = readGraphQLError(error);
      setPreview({ ...preview, rows: applyServerErrors(preview.rows, readServerError(error).fieldErrors) });
      toast.error(t(info.code === 'MAX_PASSENGERS_EXCEEDED' ? m.maxExceeded : m.loadFailed));
    } finally {
      setSaving(false);
    }
  };

  const failureText = (f: Failure) => f.reason === 'missingColumns'
    ? t(x.failmissingColumns, { columns: (f.missing ?? []).join(', ') })
    : t(x[`fail${f.reason}` as keyof typeof x]);
  const badCount = preview?.rows.filter((r) => !r.input).length ?? 0;
  const firstBad = preview?.rows.find((r) => !r.input);

  return (
    <Card title={t(x.title)}>
      <div className={styles.form}>
        <p className={styles.muted}>{t(x.help)}</p>
        <div className={styles.toolbar}>
          <FileButton accept=".xlsx,.csv" fileLabel={t(x.fileLabel)} onFile={(file) => void read(file)} variant="secondary"
            isDisabled={reading || saving}>
            {t(x.choose)}
          </FileButton>
          <Button variant="quiet" onPress={() => void downloadTemplate()}>{t(x.template)}</Button>
          {reading && <InlineSpinner label={t(x.reading)} />}
        </div>
        {failure && <p role="alert" className={styles.alert}>{failureText(failure)}</p>}
        {preview && (
          <>
            <p className={styles.muted}>{t(x.summary, { file: preview.fileName, total: preview.rows.length, bad: badCount })}</p>
            {verdict && !verdict.ok && (
              <p role="alert" className={styles.alert}>
                {verdict.reason === 'badRows' && firstBad
                  ? `${t(x.firstProblem, { row: firstBad.sheetRow, problem: rowProblems(firstBad)[0] })} ${t(x.badRows)}`
                  : t(verdict.reason === 'maxExceeded' ? m.maxExceeded : x.badRows)}
              </p>
            )}
            <PassengerSheetPreview rows={preview.rows} />
            <FormActions>
              <Button variant="secondary" onPress={() => setPreview(null)}>{t(x.discard)}</Button>
              <Button variant="primary" isDisabled={!verdict?.ok} isPending={saving} onPress={() => void save()}>
                {t(x.save, { count: preview.rows.length })}
              </Button>
            </FormActions>
          </>
        )}
      </div>
    </Card>
  );
}

import { useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { AddServicePanelQuery, AddServicePanelQuery$data } from '../../__generated__/AddServicePanelQuery.graphql';
import type { ReservationCommand } from '../../machines/reservationEditor/reservationEditorTypes';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { DatePicker } from '../../ui/DatePicker';
import { NumberField } from '../../ui/NumberField';
import { TextField } from '../../ui/TextField';
import * as adminStyles from '../../app/list/AdminPage.css';
import { classifyDay } from '../availability/availabilityCells';
import { reservationMessages as m } from './messages';
import * as styles from './Reservations.css';
import { useReservationTexts } from './useReservationTexts';

const query = graphql`
  query AddServicePanelQuery($input: BookableServiceSearchInput!) {
    searchBookableServices(input: $input) {
      instance { idProductInstance code name product { name } }
      package { idPackage code name }
      availability { free bookable }
      packageAvailability { free bookable }
      quote { found noRateReason sellingTotal currency { code } }
    }
  }
`;

type Result = AddServicePanelQuery$data['searchBookableServices'][number];
const TONE = { bookable: 'accent', low: 'brand', blocked: 'danger' } as const;

/**
 * Finds products and packages bookable on a date (searchBookableServices: live availability and the rate search's
 * price) and adds one as pending or confirmed; a package adds its parts as items.
 */
export function AddServicePanel({ idReservation, idEntity, defaultDate, can, onRun }: {
  idReservation: string; idEntity: string; defaultDate: string;
  can: (command: ReservationCommand) => boolean; onRun: (command: ReservationCommand) => void;
}) {
  const { t, money } = useReservationTexts();
  const environment = useRelayEnvironment();
  const [text, setText] = useState('');
  const [serviceDate, setServiceDate] = useState<string | null>(defaultDate);
  const [quantity, setQuantity] = useState<number | null>(1);
  const [nights, setNights] = useState<number | null>(1);
  const [results, setResults] = useState<readonly Result[] | null>(null);
  const [searching, setSearching] = useState(false);
  const search = async () => {
    if (!serviceDate) return;
    setSearching(true);
    try {
      const data = await fetchQuery<AddServicePanelQuery>(environment, query, {
        input: { text: text.trim() || null, serviceDate, quantity: quantity ?? 1, nights: nights ?? 1, idEntity, take: 20 },
      }, { fetchPolicy: 'network-only' }).toPromise();
      setResults(data?.searchBookableServices ?? []);
    } catch {
      setResults([]);
    } finally {
      setSearching(false);
    }
  };
  const commandFor = (result: Result, confirm: boolean): ReservationCommand | null => {
    if (!serviceDate) return null;
    if (result.package) {
      return { kind: 'addPackage', idReservation, idPackage: result.package.idPackage, startDate: serviceDate, quantity: quantity ?? 1, confirm };
    }
    if (!result.instance) return null;
    return {
      kind: 'addItem', idReservation, idProductInstance: result.instance.idProductInstance, serviceDate,
      nights: nights ?? 1, quantity: quantity ?? 1, confirm,
    };
  };
  return (
    <Card title={t(m.addSection)}>
      <form className={styles.searchRow} onSubmit={(e) => { e.preventDefault(); void search(); }}>
        <TextField label={t(m.addSearch)} placeholder={t(m.addSearchPlaceholder)} value={text} onChange={setText} />
        <DatePicker label={t(m.serviceDate)} value={serviceDate} onChange={setServiceDate} isRequired />
        <NumberField label={t(m.quantity)} value={quantity} onChange={setQuantity} minValue={1} />
        <NumberField label={t(m.nights)} value={nights} onChange={setNights} minValue={1} />
        <Button type="submit" isPending={searching} isDisabled={!serviceDate}>{t(m.searchServices)}</Button>
      </form>
      {results && (
        <ul className={styles.results} aria-label={t(m.resultsLabel)}>
          {results.length === 0 && <li className={styles.muted}>{t(m.noResults)}</li>}
          {results.map((result) => {
            const day = result.packageAvailability ?? result.availability;
            const tone = day ? classifyDay(day, quantity ?? 1) : 'bookable';
            const pending = commandFor(result, false);
            const confirmed = commandFor(result, true);
            const key = result.package?.idPackage ?? result.instance?.idProductInstance ?? '';
            return (
              <li key={key} className={styles.result}>
                <span className={styles.serviceCell}>
                  <span>{result.package ? `${result.package.code} · ${result.package.name}` : `${result.instance?.product.name} › ${result.instance?.name}`}</span>
                  {result.package && <span className={styles.muted}>{t(m.packageTag)}</span>}
                </span>
                <span className={adminStyles.chip({ tone: TONE[tone] })}>
                  {day?.free == null ? '∞' : t(m.available, { count: day.free })}
                </span>
                <span>{result.quote?.found ? money(result.quote.sellingTotal, result.quote.currency?.code) : (result.package ? '' : t(m.noPrice))}</span>
                <span className={styles.rowActions}>
                  {/* Disabled, not hidden, while the previous change is on its way (the machine is not viewing). */}
                  {pending && <Button size="sm" variant="secondary" isDisabled={!can(pending)} onPress={() => onRun(pending)}>{t(m.addPending)}</Button>}
                  {confirmed && tone !== 'blocked' && (
                    <Button size="sm" isDisabled={!can(confirmed)} onPress={() => onRun(confirmed)}>{t(m.addConfirmed)}</Button>
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}

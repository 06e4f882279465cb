import { Suspense, useEffect, useState } from 'react';
import { graphql, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay';
import type { AddServicePanelQuery, AddServicePanelQuery$variables } from '../../__generated__/AddServicePanelQuery.graphql';
import type { ReservationAbilities } from '../../machines/reservationEditor/reservationAbilities';
import type { ReservationCommand } from '../../machines/reservationEditor/reservationEditorTypes';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { DatePicker } from '../../ui/DatePicker';
import { isMoneyString, MoneyField } from '../../ui/MoneyField';
import { NumberField } from '../../ui/NumberField';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import * as adminStyles from '../../app/list/AdminPage.css';
import { classifyDay } from '../../app/availabilityCells';
import { useFocusShortcut } from '../../app/shortcuts/useScreenShortcuts';
import { itemMessages as im } from './itemMessages';
import { reservationMessages as m } from './messages';
import * as styles from './Reservations.css';
import { parseServiceTime } from './serviceTime';
import { useReservationTexts } from './useReservationTexts';

const query = graphql`
  query AddServicePanelQuery($input: BookableServiceSearchInput!) {
    searchBookableServices(input: $input) {
      instance { idProductInstance code name product { name } }
      package { idPackage code name }
      availability { free bookable }
      packageAvailability { free bookable }
      quote { found sellingTotal currency { code } }
    }
  }
`;

type Result = AddServicePanelQuery['response']['searchBookableServices'][number];
type Abilities = Pick<ReservationAbilities, 'addItem' | 'addPackage' | 'overridePrice'>;
const TONE = { bookable: 'accent', low: 'brand', blocked: 'danger' } as const;

interface Props {
  idReservation: string; defaultDate: string;
  /** The reservation's currency: a manual price is in it. */
  currencyCode: string;
  /** Changes after every change the page made (the reservation's version): the shown availability is read again. */
  revision: number;
  /** What the person may add at all (the buttons of the rest are not shown); `can` tells whether it may be done now. */
  abilities: Abilities;
  can: (command: ReservationCommand) => boolean;
  onRun: (command: ReservationCommand) => void;
}

/**
 * Finds products and packages bookable on a date (searchBookableServices: live availability and the rate search's
 * price) and adds one as pending or confirmed; a package adds its parts as items. A service without a rate can be
 * priced by hand, with its reason, by those who may override prices (issue 21 item 5). The results live in the Relay
 * store and are read again after each change, so a unit just taken is no longer shown as available.
 */
export function AddServicePanel({ idReservation, defaultDate, currencyCode, revision, abilities, can, onRun }: Props) {
  const { t } = useReservationTexts();
  const [text, setText] = useState('');
  const [serviceDate, setServiceDate] = useState<string | null>(defaultDate);
  const [quantity, setQuantity] = useState<number | null>(1);
  const [nights, setNights] = useState<number | null>(1);
  // Read when a service is added, not when searching: the time can be typed after the results show.
  const [time, setTime] = useState('');
  const parsedTime = parseServiceTime(time);
  const [reference, loadResults] = useQueryLoader<AddServicePanelQuery>(query);
  const shortcutTarget = useFocusShortcut<HTMLFormElement>('addService');
  const asked = reference?.variables as AddServicePanelQuery$variables | undefined;
  useEffect(() => {
    // After a change (an add took units), the same search again: store-and-network keeps the list on screen.
    if (asked) loadResults(asked, { fetchPolicy: 'store-and-network' });
  }, [revision]); // only a new revision asks again, not every new search
  const search = () => {
    if (!serviceDate) return;
    loadResults({
      input: { text: text.trim() || null, serviceDate, quantity: quantity ?? 1, nights: nights ?? 1, idReservation, take: 20 },
    }, { fetchPolicy: 'network-only' });
  };
  return (
    <Card title={t(m.addSection)}>
      <form ref={shortcutTarget} className={styles.searchRow} onSubmit={(e) => { e.preventDefault(); search(); }}>
        <TextField label={t(m.addSearch)} placeholder={t(m.addSearchPlaceholder)} value={text} onChange={setText} />
        <DatePicker label={t(m.serviceDate)} value={serviceDate} onChange={setServiceDate} isRequired />
        <NumberField label={t(m.quantity)} value={quantity} onChange={setQuantity} minValue={1} />
        <NumberField label={t(m.nights)} value={nights} onChange={setNights} minValue={1} />
        <TextField label={t(im.serviceTime)} description={t(im.addServiceTimeHint)} value={time} onChange={setTime}
          placeholder="HH:MM" inputMode="numeric" maxLength={5} autoComplete="off"
          errorMessage={parsedTime.valid ? undefined : t(im.serviceTimeInvalid)} />
        <Button type="submit" isDisabled={!serviceDate}>{t(m.searchServices)}</Button>
      </form>
      {reference && (
        <Suspense fallback={<Spinner label={t(m.resultsLabel)} />}>
          <ServiceResults reference={reference} idReservation={idReservation} currencyCode={currencyCode}
            serviceTime={parsedTime.valid ? parsedTime.value : undefined} abilities={abilities} can={can} onRun={onRun} />
        </Suspense>
      )}
    </Card>
  );
}

function ServiceResults({ reference, idReservation, currencyCode, serviceTime, abilities, can, onRun }: Omit<Props, 'defaultDate' | 'revision'> & {
  reference: PreloadedQuery<AddServicePanelQuery>;
  /** The typed time ('HH:MM'), null when blank, undefined while it is not a valid time (nothing can be added then). */
  serviceTime: string | null | undefined;
}) {
  const { t, money } = useReservationTexts();
  const data = usePreloadedQuery<AddServicePanelQuery>(query, reference);
  const { input } = reference.variables as AddServicePanelQuery$variables;
  const quantity = input.quantity ?? 1;
  const commandFor = (result: Result, confirm: boolean): ReservationCommand | null => {
    if (result.package) {
      return { kind: 'addPackage', idReservation, idPackage: result.package.idPackage, startDate: input.serviceDate!, quantity, confirm };
    }
    if (!result.instance) return null;
    return {
      kind: 'addItem', idReservation, idProductInstance: result.instance.idProductInstance, serviceDate: input.serviceDate!,
      nights: input.nights ?? 1, quantity, confirm, ...(serviceTime ? { serviceTime } : {}),
    };
  };
  // A mistyped time disables adding a single service (the field names the mistake); a package takes no time.
  const canRun = (command: ReservationCommand) => !(command.kind === 'addItem' && serviceTime === undefined) && can(command);
  const results = data.searchBookableServices;
  return (
    <ul className={styles.results} aria-label={t(m.resultsLabel)}>
      {results.length === 0 && <li className={styles.muted}>{t(m.noResults)}</li>}
      {results.map((result) => {
        const day = result.packageAvailability ?? result.availability;
        const tone = day ? classifyDay(day, quantity) : 'bookable';
        const label = result.package ? `${result.package.code} · ${result.package.name}` : `${result.instance?.product.name} › ${result.instance?.name}`;
        const priced = Boolean(result.package || result.quote?.found);
        const allowed = result.package ? abilities.addPackage : abilities.addItem;
        // Without a rate the server prices nothing: only a manual price (with its permission) can add it.
        const pending = allowed && priced ? commandFor(result, false) : null;
        const confirmed = allowed && priced ? commandFor(result, true) : null;
        const key = result.package?.idPackage ?? result.instance?.idProductInstance ?? '';
        return (
          <li key={key} className={styles.result}>
            <span className={styles.serviceCell}>
              <span>{label}</span>
              {result.package && <span className={styles.muted}>{t(m.packageTag)}</span>}
            </span>
            <span className={adminStyles.chip({ tone: TONE[tone] })}>
              {day?.free == null ? '∞' : t(m.available, { count: day.free })}
            </span>
            <span>{result.quote?.found ? money(result.quote.sellingTotal, result.quote.currency?.code) : (result.package ? '' : t(m.noPrice))}</span>
            <span className={styles.rowActions}>
              {/* Disabled, not hidden, while the previous change is on its way (the machine is not viewing). */}
              {pending && <Button size="sm" variant="secondary" isDisabled={!canRun(pending)} onPress={() => onRun(pending)}>{t(m.addPending)}</Button>}
              {confirmed && tone !== 'blocked' && (
                <Button size="sm" isDisabled={!canRun(confirmed)} onPress={() => onRun(confirmed)}>{t(m.addConfirmed)}</Button>
              )}
            </span>
            {!priced && allowed && abilities.overridePrice && result.instance && (
              <ManualPrice label={label} currencyCode={currencyCode} blocked={tone === 'blocked'}
                command={(price, confirm) => ({ ...commandFor(result, confirm)!, ...price } as ReservationCommand)}
                can={canRun} onRun={onRun} />
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The unit price and its reason for a service without a rate; the item records both (priceOverridden). */
function ManualPrice({ label, currencyCode, blocked, command, can, onRun }: {
  label: string; currencyCode: string; blocked: boolean;
  command: (price: { unitPrice: string; overrideReason: string }, confirm: boolean) => ReservationCommand;
  can: (command: ReservationCommand) => boolean; onRun: (command: ReservationCommand) => void;
}) {
  const { t } = useReservationTexts();
  const [open, setOpen] = useState(false);
  const [unitPrice, setUnitPrice] = useState('');
  const [reason, setReason] = useState('');
  if (!open) {
    return (
      <span className={styles.manualPrice}>
        <Button size="sm" variant="secondary" aria-label={`${t(m.manualPrice)}: ${label}`} onPress={() => setOpen(true)}>{t(m.manualPrice)}</Button>
      </span>
    );
  }
  const ready = isMoneyString(unitPrice) && reason.trim().length > 0;
  const price = { unitPrice, overrideReason: reason.trim() };
  const pending = command(price, false);
  const confirmed = command(price, true);
  return (
    <div role="group" aria-label={t(m.manualPriceLabel, { service: label })} className={styles.manualPrice}>
      <MoneyField label={t(m.unitPrice)} value={unitPrice} onChange={setUnitPrice} currency={currencyCode} isRequired />
      <TextField label={t(m.overrideReason)} value={reason} onChange={setReason} isRequired />
      <Button size="sm" variant="secondary" isDisabled={!ready || !can(pending)} onPress={() => onRun(pending)}>{t(m.addPending)}</Button>
      {!blocked && <Button size="sm" isDisabled={!ready || !can(confirmed)} onPress={() => onRun(confirmed)}>{t(m.addConfirmed)}</Button>}
    </div>
  );
}

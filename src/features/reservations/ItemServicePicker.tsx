import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { ItemServicePickerQuery, ItemServicePickerQuery$data } from '../../__generated__/ItemServicePickerQuery.graphql';
import * as adminStyles from '../../app/list/AdminPage.css';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { classifyDay } from '../../app/availabilityCells';
import * as dialogStyles from './ItemEditDialog.css';
import { itemMessages as im } from './itemMessages';
import { reservationMessages as m } from './messages';
import * as styles from './Reservations.css';
import { useReservationTexts } from './useReservationTexts';

const query = graphql`
  query ItemServicePickerQuery($input: BookableServiceSearchInput!) {
    searchBookableServices(input: $input) {
      instance { idProductInstance name product { name } }
      availability { free bookable }
      quote { found sellingTotal currency { code } }
    }
  }
`;

type Found = ItemServicePickerQuery$data['searchBookableServices'][number];
const TONE = { bookable: 'accent', low: 'brand', blocked: 'danger' } as const;
export interface PickedService { idProductInstance: string; label: string }

/**
 * The item dialog's service: the current one, or another product instance found like the add-service search does
 * (searchBookableServices: availability and the rate search's price for the dialog's date, quantity and nights).
 * Packages are left out: an item is one instance.
 */
export function ItemServicePicker({ currentLabel, picked, onPick, serviceDate, quantity, nights, idEntity }: {
  currentLabel: string; picked: PickedService | null; onPick: (service: PickedService | null) => void;
  serviceDate: string | null; quantity: number; nights: number; idEntity: string | null;
}) {
  const { t, money } = useReservationTexts();
  const environment = useRelayEnvironment();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  // The text searched last; the results follow the dialog's date, quantity and nights from then on.
  const [asked, setAsked] = useState<string | null>(null);
  const [results, setResults] = useState<readonly Found[] | null>(null);
  const [searching, setSearching] = useState(false);
  useEffect(() => {
    if (asked == null || !serviceDate) return undefined;
    setSearching(true);
    const subscription = fetchQuery<ItemServicePickerQuery>(environment, query, {
      input: { text: asked || null, serviceDate, quantity, nights, idEntity, take: 20 },
    }, { fetchPolicy: 'network-only' }).subscribe({
      next: (data) => { setResults(data.searchBookableServices.filter((r) => r.instance)); setSearching(false); },
      error: () => { setResults([]); setSearching(false); },
    });
    return () => subscription.unsubscribe();
  }, [environment, asked, serviceDate, quantity, nights, idEntity]);

  return (
    <div className={dialogStyles.picker}>
      <div className={dialogStyles.current}>
        <div className={dialogStyles.currentField}>
          <TextField label={t(m.service)} value={picked ? picked.label : currentLabel} isReadOnly
            description={picked ? t(im.wasService, { service: currentLabel }) : undefined} />
        </div>
        {picked && <Button variant="secondary" size="sm" onPress={() => onPick(null)}>{t(im.keepService)}</Button>}
        {!open && <Button variant="secondary" size="sm" onPress={() => setOpen(true)}>{t(im.changeService)}</Button>}
      </div>
      {open && (
        <form className={styles.searchRow} onSubmit={(e) => { e.preventDefault(); setAsked(text.trim()); }}>
          <TextField label={t(im.serviceSearch)} placeholder={t(m.addSearchPlaceholder)} value={text} onChange={setText} />
          <Button type="submit" variant="secondary" isPending={searching} isDisabled={!serviceDate}>{t(m.searchServices)}</Button>
        </form>
      )}
      {open && results && (
        <ul className={styles.results} aria-label={t(im.serviceResults)}>
          {results.length === 0 && <li className={styles.muted}>{t(m.noResults)}</li>}
          {results.map((result) => {
            const instance = result.instance!;
            const label = `${instance.product.name} › ${instance.name}`;
            const tone = result.availability ? classifyDay(result.availability, quantity) : 'bookable';
            const isPicked = picked?.idProductInstance === instance.idProductInstance;
            return (
              <li key={instance.idProductInstance} className={`${styles.result} ${isPicked ? dialogStyles.chosen : ''}`}>
                <span className={styles.serviceCell}>{label}</span>
                <span className={adminStyles.chip({ tone: TONE[tone] })}>
                  {result.availability?.free == null ? '∞' : t(m.available, { count: result.availability.free })}
                </span>
                <span>{result.quote?.found ? money(result.quote.sellingTotal, result.quote.currency?.code) : t(m.noPrice)}</span>
                {isPicked ? <span className={styles.muted}>{t(im.chosenService)}</span> : (
                  <Button size="sm" variant="secondary" aria-label={`${t(im.chooseService)} ${label}`}
                    onPress={() => onPick({ idProductInstance: instance.idProductInstance, label })}>
                    {t(im.chooseService)}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

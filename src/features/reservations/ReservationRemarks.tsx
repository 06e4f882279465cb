import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ReservationRemarks_reservation$key } from '../../__generated__/ReservationRemarks_reservation.graphql';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { TextArea } from '../../ui/TextArea';
import { reservationMessages as m } from './messages';
import * as styles from './Reservations.css';
import { useReservationTexts } from './useReservationTexts';

/** Remarks, newest first, each with when and by whom; adding one goes through the machine (RUN addRemark). */
export function ReservationRemarks({ reservation, canAdd, onAdd }: {
  reservation: ReservationRemarks_reservation$key; canAdd: boolean; onAdd: (text: string) => void;
}) {
  const { t, moment } = useReservationTexts();
  const [text, setText] = useState('');
  const data = useFragment(graphql`
    fragment ReservationRemarks_reservation on Reservation {
      remarks { idReservationRemark text createdAt createdBy }
    }
  `, reservation);
  return (
    <Card title={t(m.remarksSection)}>
      {canAdd && (
        <form className={styles.remarkForm} onSubmit={(e) => { e.preventDefault(); if (text.trim()) { onAdd(text.trim()); setText(''); } }}>
          <TextArea label={t(m.remarkField)} value={text} onChange={setText} rows={2} />
          <Button type="submit" variant="secondary" isDisabled={!text.trim()}>{t(m.addRemark)}</Button>
        </form>
      )}
      {data.remarks.length === 0 ? <p className={styles.muted}>{t(m.noRemarks)}</p> : (
        <ul className={styles.remarks}>
          {data.remarks.map((remark) => (
            <li key={remark.idReservationRemark} className={styles.remark}>
              <div>{remark.text}</div>
              <div className={styles.muted}>{t(m.remarkBy, { when: moment(remark.createdAt), who: remark.createdBy ?? '—' })}</div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

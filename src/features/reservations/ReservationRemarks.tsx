import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ReservationRemarks_reservation$key } from '../../__generated__/ReservationRemarks_reservation.graphql';
import { adminMessages } from '../../app/list/adminMessages';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { TextArea } from '../../ui/TextArea';
import { reservationMessages as m } from './messages';
import * as styles from './Reservations.css';
import { useReservationTexts } from './useReservationTexts';

/** The server's limit of one remark (server/src/domain/reservationDocuments.ts MAX_REMARK). */
export const REMARK_MAX = 2000;

/**
 * Remarks, newest first, each with when and by whom; adding one goes through the machine (RUN addRemark). The typed
 * text stays in the box until the remark it became is on the list, so a refusal never loses it.
 */
export function ReservationRemarks({ reservation, canAdd, onAdd }: {
  reservation: ReservationRemarks_reservation$key; canAdd: boolean; onAdd: (text: string) => void;
}) {
  const { t, intl, moment } = useReservationTexts();
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const [sent, setSent] = useState<{ text: string; count: number } | null>(null);
  const data = useFragment(graphql`
    fragment ReservationRemarks_reservation on Reservation {
      remarks { idReservationRemark text createdAt createdBy }
    }
  `, reservation);
  // The remark just sent has arrived: the box is free for the next one.
  if (sent && data.remarks.length > sent.count && data.remarks[0]?.text === sent.text) {
    setSent(null);
    setText('');
    setTried(false);
  }
  const length = text.trim().length;
  const tooLong = length > REMARK_MAX;
  const submit = () => {
    setTried(true);
    if (!length || tooLong) return;
    setSent({ text: text.trim(), count: data.remarks.length });
    onAdd(text.trim());
  };
  return (
    <Card title={t(m.remarksSection)}>
      {canAdd && (
        <form className={styles.remarkForm} onSubmit={(e) => { e.preventDefault(); submit(); }}>
          <TextArea label={t(m.remarkField)} value={text} onChange={setText} rows={2}
            description={t(m.remarkLength, { length: intl.formatNumber(length), max: intl.formatNumber(REMARK_MAX) })}
            errorMessage={tried && tooLong ? t(adminMessages.tooLong, { max: intl.formatNumber(REMARK_MAX) }) : undefined} />
          <Button type="submit" variant="secondary" isDisabled={!length}>{t(m.addRemark)}</Button>
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

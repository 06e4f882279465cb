import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useParams } from 'wouter';
import type { ReservationItemRouteQuery } from '../../__generated__/ReservationItemRouteQuery.graphql';
import { MissingRecord } from '../../app/list/MissingRecord';
import { Card } from '../../ui/Card';
import { PageHeader } from '../../ui/PageHeader';
import { Spinner } from '../../ui/Spinner';
import * as pageStyles from '../general-parameters/GeneralParameters.css';
import { operationMessage, reservationMessages as m } from './messages';
import * as styles from './Reservations.css';
import { ReservationStatusChip } from './ReservationStatusChip';
import { useReservationTexts } from './useReservationTexts';

/** /reservations/{id}/{itemId}: one itinerary item with its change history (newest first). */
export function ReservationItemRoute() {
  const { id, itemId } = useParams<{ id: string; itemId: string }>();
  const { t } = useReservationTexts();
  return (
    <Suspense fallback={<Spinner label={t(m.itemCrumb)} />}>
      <ReservationItemScreen idReservation={id} idReservationItem={itemId} />
    </Suspense>
  );
}

function ReservationItemScreen({ idReservation, idReservationItem }: { idReservation: string; idReservationItem: string }) {
  const { t, crumbs, breadcrumbsLabel, money, day, moment } = useReservationTexts();
  const data = useLazyLoadQuery<ReservationItemRouteQuery>(graphql`
    query ReservationItemRouteQuery($id: ID!, $idReservation: ID!) {
      reservation: getReservationById(id: $idReservation) { code currency { code } }
      item: getReservationItemById(id: $id) {
        idReservation itemNumber serviceDate serviceDateTo nights quantity status unitPrice amount pendingAmount amountPayable
        priceOverridden overrideReason
        instance { code name product { name } }
        package { code name }
        rate { code }
        history { idReservationHistory operation before after createdAt createdBy }
      }
    }
  `, { id: idReservationItem, idReservation }, { fetchPolicy: 'store-and-network' });
  const { item, reservation } = data;
  const trail = crumbs({ label: t(m.reservationCrumb), href: `/reservations/${idReservation}` }, { label: t(m.itemCrumb) });
  if (!item || item.idReservation !== idReservation) {
    return <MissingRecord listHref={`/reservations/${idReservation}`} />;
  }
  const currency = reservation?.currency?.code;
  return (
    <section className={pageStyles.page}>
      <PageHeader title={`${reservation?.code ?? ''} · ${t(m.itemNumber)} ${item.itemNumber}`} breadcrumbs={trail} breadcrumbsLabel={breadcrumbsLabel} />
      <div className={styles.stack}>
        <Card title={t(m.itemCrumb)}>
          <dl className={styles.facts}>
            <Fact label={t(m.service)} value={`${item.instance.product.name} › ${item.instance.name}`} />
            {item.package && <Fact label={t(m.packageTag)} value={`${item.package.code} · ${item.package.name}`} />}
            <Fact label={t(m.serviceDate)} value={item.nights > 1 ? `${day(item.serviceDate)} – ${day(item.serviceDateTo)}` : day(item.serviceDate)} />
            <Fact label={t(m.nights)} value={item.nights} />
            <Fact label={t(m.quantity)} value={item.quantity} />
            <Fact label={t(m.status)} value={<ReservationStatusChip status={item.status} />} />
            <Fact label={t(m.rate)} value={item.rate?.code ?? '—'} />
            <Fact label={t(m.unitPrice)} value={money(item.unitPrice, currency)} />
            {item.priceOverridden && <Fact label={t(m.overrideReason)} value={item.overrideReason ?? ''} />}
            <Fact label={t(m.amount)} value={money(item.amount, currency)} />
            <Fact label={t(m.pending)} value={money(item.pendingAmount, currency)} />
            <Fact label={t(m.payable)} value={money(item.amountPayable, currency)} />
          </dl>
        </Card>
        <Card title={t(m.historySection)}>
          {item.history.length === 0 ? <p className={styles.muted}>{t(m.historyEmpty)}</p> : (
            <ul className={styles.remarks}>
              {item.history.map((entry) => (
                <li key={entry.idReservationHistory} className={styles.remark}>
                  <div>{operationMessage(entry.operation) ? t(operationMessage(entry.operation)!) : entry.operation}</div>
                  <div className={styles.muted}>{t(m.remarkBy, { when: moment(entry.createdAt), who: entry.createdBy ?? '—' })}</div>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </section>
  );
}

function Fact({ label, value }: { label: string; value: React.ReactNode }) {
  return <div className={styles.fact}><dt>{label}</dt><dd>{value}</dd></div>;
}

import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { VoucherSheets_reservation$key } from '../../../__generated__/VoucherSheets_reservation.graphql';
import { printMessages as m } from './messages';
import { PrintHeader } from './PrintHeader';
import { PrintPassengers } from './PrintPassengers';
import { voucherableItems } from './printContent';
import * as styles from './ReservationPrint.css';

/** A voucher per confirmed service (the PDF's rule): what, when, supplier, and who travels (active passengers only). */
export function VoucherSheets({ reservation }: { reservation: VoucherSheets_reservation$key }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const data = useFragment(
    graphql`
      fragment VoucherSheets_reservation on Reservation {
        code
        status
        items {
          idReservationItem
          itemNumber
          serviceDate
          serviceTime
          supplierReference
          serviceDateTo
          nights
          quantity
          status
          instance { name product { name supplier { name } } }
        }
        ...PrintHeader_reservation
        ...PrintPassengers_reservation
      }
    `,
    reservation,
  );
  const items = voucherableItems(data.status, data.items);
  const date = (iso: string) => intl.formatDate(`${iso}T00:00:00`, { dateStyle: 'long' });
  if (items.length === 0) return <><PrintHeader title={t(m.voucher)} reservation={data} /><p>{t(m.noVouchers)}</p></>;
  return items.map((item) => (
    <section key={item.idReservationItem} className={styles.voucher} aria-label={t(m.voucherNumber, { code: data.code, number: item.itemNumber })}>
      <PrintHeader title={t(m.voucherNumber, { code: data.code, number: item.itemNumber })} reservation={data} />
      <dl className={styles.facts}>
        <dt className={styles.factLabel}>{t(m.service)}</dt><dd>{item.instance.product.name} — {item.instance.name}</dd>
        {item.instance.product.supplier && <><dt className={styles.factLabel}>{t(m.supplier)}</dt><dd>{item.instance.product.supplier.name}</dd></>}
        <dt className={styles.factLabel}>{t(m.dates)}</dt>
        <dd>{date(item.serviceDate)}{item.serviceDateTo !== item.serviceDate && ` – ${date(item.serviceDateTo)}`}{item.nights > 1 && ` (${t(m.nights, { nights: item.nights })})`}{item.serviceTime && ` · ${item.serviceTime}`}</dd>
        <dt className={styles.factLabel}>{t(m.quantity)}</dt><dd>{item.quantity}</dd>
        {item.supplierReference && <><dt className={styles.factLabel}>{t(m.supplierReference)}</dt><dd>{item.supplierReference}</dd></>}
      </dl>
      <PrintPassengers reservation={data} />
      <p className={styles.muted}>{t(m.presentVoucher)}</p>
    </section>
  ));
}

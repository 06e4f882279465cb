/*
 * One reservation as its documents read it: the customer, the services with their suppliers, the travelling
 * passengers and the remarks. Read in a handful of statements whatever the reservation's size.
 */
import type { Queryable } from '../../db/database.ts';
import { isUuid } from '../../graphql/validation.ts';
import { addDays } from '../calendar.ts';
import { documentLanguage, type DocumentLanguage } from './documentText.ts';
import { entityDetails, type EntityDetails } from './entityDetails.ts';

export type ReservationStatus = 'QUOTE' | 'CONFIRMED' | 'PARTIALLY_PAID' | 'PAID' | 'CANCELLED';
export type ItemStatus = 'PENDING' | 'CONFIRMED' | 'CANCELLED';

export interface DocumentItem {
  idReservationItem: string;
  itemNumber: number;
  serviceDate: string;
  /** Time of day the service starts ('HH:MM'), or null. */
  serviceTime: string | null;
  /** The supplier's own confirmation reference, or null. */
  supplierReference: string | null;
  /** The day the service ends: check-out for accommodation (service date + nights), else the last day it covers. */
  endDate: string;
  nights: number;
  quantity: number;
  status: ItemStatus;
  productName: string;
  productTypeCode: string;
  productTypeName: string;
  instanceName: string;
  packageName: string | null;
  supplier: EntityDetails | null;
  /** Accommodation: check-in and check-out instead of a date. */
  lodging: boolean;
}

interface DocumentPassenger {
  firstName: string;
  lastName: string;
  passengerType: string;
  documentType: string;
  documentNumber: string;
}

export interface ReservationForDocuments {
  idReservation: string;
  idOu: string;
  code: string;
  status: ReservationStatus;
  reservationDate: string;
  language: DocumentLanguage;
  customer: EntityDetails;
  items: DocumentItem[];
  /** ACTIVE passengers only: waitlisted and cancelled ones do not travel. */
  passengers: DocumentPassenger[];
  remarks: string[];
}

/** The OU's reservation, or null (another OU's or unknown). */
export async function reservationForDocuments(db: Queryable, idOu: string, idReservation: string): Promise<ReservationForDocuments | null> {
  if (!isUuid(idReservation)) return null;
  const [r] = await db.query<{
    idReservation: string; code: string; status: ReservationStatus; reservationDate: string; idEntity: string;
    languageCode: string | null; languageShortName: string | null;
  }>(
    `select r.id_reservation as "idReservation", r.code, r.status, r.reservation_date as "reservationDate", r.id_entity as "idEntity",
       l.code as "languageCode", l.short_name as "languageShortName"
     from reservation r left join language l on l.id_language = r.id_language where r.id_reservation = $1 and r.id_ou = $2`,
    [idReservation, idOu],
  );
  if (!r) return null;
  const language = documentLanguage(r.languageCode ? { code: r.languageCode, shortName: r.languageShortName ?? '' } : null);
  const items = await db.query<Omit<DocumentItem, 'supplier' | 'endDate' | 'lodging'> & { idSupplier: string }>(
    `select i.id_reservation_item as "idReservationItem", i.item_number as "itemNumber", i.service_date as "serviceDate",
       to_char(i.service_time, 'HH24:MI') as "serviceTime", i.supplier_reference as "supplierReference", i.nights, i.quantity, i.status, p.name as "productName", upper(t.code) as "productTypeCode",
       case when $2 = 'es' then coalesce(t.name_es, t.name) else t.name end as "productTypeName",
       pi.name as "instanceName", pk.name as "packageName", p.id_supplier as "idSupplier"
     from reservation_item i join product_instance pi using (id_product_instance) join product p using (id_product)
     join general_parameter_value t on t.id_general_parameter_value = p.id_product_type
     left join package pk on pk.id_package = i.id_package
     where i.id_reservation = $1 order by i.service_date, i.service_time nulls last, i.item_number`,
    [idReservation, language],
  );
  const passengers = await db.query<DocumentPassenger>(
    `select p.first_name as "firstName", p.last_name as "lastName", pt.short_name as "passengerType",
       dt.short_name as "documentType", p.document_number as "documentNumber"
     from reservation_passenger p join general_parameter_value pt on pt.id_general_parameter_value = p.id_passenger_type
     join general_parameter_value dt on dt.id_general_parameter_value = p.id_document_type
     where p.id_reservation = $1 and p.status = 'ACTIVE' order by p.sort_order, p.created_at, p.id_reservation_passenger`,
    [idReservation],
  );
  const remarks = await db.query<{ text: string }>(
    'select text from reservation_remark where id_reservation = $1 order by created_at, id_reservation_remark',
    [idReservation],
  );
  const entities = await entityDetails(db, [r.idEntity, ...new Set(items.map((i) => i.idSupplier))]);
  return {
    idReservation: r.idReservation,
    idOu,
    code: r.code,
    status: r.status,
    reservationDate: r.reservationDate,
    language,
    customer: entities.get(r.idEntity)!,
    items: items.map(({ idSupplier, ...item }) => {
      const lodging = item.productTypeCode === 'HOTEL';
      return {
        ...item,
        lodging,
        endDate: addDays(item.serviceDate, lodging ? item.nights : item.nights - 1),
        supplier: entities.get(idSupplier) ?? null,
      };
    }),
    passengers,
    remarks: remarks.map((x) => x.text),
  };
}

/** Vouchers and service orders exist only for a confirmed service of a reservation past the quote and not cancelled. */
export const issuesVoucher = (reservation: Pick<ReservationForDocuments, 'status'>, item: Pick<DocumentItem, 'status'>) =>
  reservation.status !== 'QUOTE' && reservation.status !== 'CANCELLED' && item.status === 'CONFIRMED';

/** Services by date, then time of day (untimed last), then item number: the order of a day's programme. */
export const byServiceTime = (a: DocumentItem, b: DocumentItem) =>
  a.serviceDate.localeCompare(b.serviceDate)
  || (a.serviceTime ?? '99').localeCompare(b.serviceTime ?? '99')
  || a.itemNumber - b.itemNumber;

/** The services a voucher or service order is issued for, in service order. */
export const voucherItems = (reservation: ReservationForDocuments) => reservation.items.filter((i) => issuesVoucher(reservation, i));

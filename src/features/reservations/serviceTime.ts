// The item form's checks are the server's (rules/reservationItem.ts).
export { MAX_SUPPLIER_REFERENCE, parseServiceTime, type ParsedTime } from '../../../rules/reservationItem';

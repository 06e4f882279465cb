-- Reports (issue 10): the sales and reservation reports read an OU's reservations by date in keyset batches
-- ((reservation_date, id_reservation) > the last row read). This index walks forward in exactly that order, so each
-- batch starts where the previous one ended instead of re-sorting the day (reservation_list_idx is newest first).
create index reservation_report_idx on reservation (id_ou, reservation_date, id_reservation);

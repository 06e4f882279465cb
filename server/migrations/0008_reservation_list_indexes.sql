-- The reservations list at 100,000 reservations of an OU (issue 8; server/src/domain/reservationList.ts): one index
-- per sortable column whose walk, forwards or backwards, is the page's order (the code's is reservation_code_key).
create index reservation_file_number_idx on reservation (id_ou, file_number, id_reservation);
create index reservation_passenger_count_idx on reservation (id_ou, passenger_count, id_reservation);
create index reservation_amount_idx on reservation (id_ou, amount, id_reservation);
create index reservation_created_at_idx on reservation (id_ou, created_at, id_reservation);
-- By status: also the status filter's newest-first page. Replaces reservation_status_idx (the same columns
-- without the tie-breaker, which left a sort of each day's rows).
create index reservation_status_list_idx on reservation (id_ou, status, reservation_date desc, id_reservation);
drop index reservation_status_idx;
-- By customer: the customer's reservations in id order, reached from entity_search_sort_idx.
create index reservation_entity_list_idx on reservation (id_entity, id_ou, id_reservation);
drop index reservation_entity_idx;
-- Searches of 1-2 characters (no trigram to look up) match the start of the code, in any collation.
create index reservation_code_prefix_idx on reservation (id_ou, code text_pattern_ops);

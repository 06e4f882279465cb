-- Service times (issue 22): the time of day a reservation item's service starts (pick-up, check-in, tour start), so
-- the itinerary can order a day and the voucher and service order can print it; and the supplier's own confirmation
-- reference for the voucher and service order. Both optional; domain/reservations.ts writes them.
alter table reservation_item add column service_time time;
alter table reservation_item add column supplier_reference text check (char_length(supplier_reference) <= 60);

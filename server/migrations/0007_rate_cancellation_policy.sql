-- Cancellation policies (issue 8, item 10): a rate says what cancelling costs by how close to the service it happens.
-- A tier (D, P) means "cancelling D or fewer days before the service date costs P% of the item's amount"; the tier
-- that applies is the one with the smallest D not below the days left (server/src/domain/cancellation.ts). No tier
-- applies: no fee.
create table rate_cancellation_tier (
  id_rate_instance uuid not null references rate_instance(id_rate_instance) on delete cascade,
  days_before int not null check (days_before between 0 and 365),
  fee_percentage numeric(5, 2) not null check (fee_percentage between 0 and 100),
  primary key (id_rate_instance, days_before)
);

-- Set when an item is cancelled: the fee its rate's policy charged (0 for an item that never held anything) and why.
alter table reservation_item add column cancellation_fee numeric(14, 2);
alter table reservation_item add column cancellation_reason text;
alter table reservation add column cancellation_reason text;

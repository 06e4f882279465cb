-- Documents that leave the office (issue 22): every mail the server writes, and every document sent from a record.
-- mail_outbox keeps each message: without SMTP_URL it stays there for an administrator to read (status OUTBOX); with
-- SMTP it records what was handed to the server (SENT) or why it was not (FAILED).
create table mail_outbox (
  id_mail uuid primary key default gen_random_uuid(),
  id_ou uuid references ou(id_ou),
  recipients text[] not null check (cardinality(recipients) > 0),
  subject text not null,
  body text not null,
  status text not null check (status in ('OUTBOX', 'SENT', 'FAILED')),
  failure text,
  created_at timestamptz not null default now()
);
create index mail_outbox_list_idx on mail_outbox (id_ou, created_at desc, id_mail);

create table mail_attachment (
  id_mail_attachment uuid primary key default gen_random_uuid(),
  id_mail uuid not null references mail_outbox(id_mail) on delete cascade,
  file_name text not null,
  mime_type text not null,
  content bytea not null
);
create index mail_attachment_mail_idx on mail_attachment (id_mail);

-- What was sent, to whom, when, by whom: the history a reservation (or a fiscal document) shows, kept when a send
-- fails so it can be tried again.
create table sent_document (
  id_sent_document uuid primary key default gen_random_uuid(),
  id_ou uuid not null references ou(id_ou),
  kind text not null check (kind in ('ITINERARY', 'VOUCHER', 'SERVICE_ORDER', 'FISCAL_DOCUMENT', 'CASHIER_CLOSE')),
  id_reservation uuid references reservation(id_reservation) on delete cascade,
  id_reservation_item uuid references reservation_item(id_reservation_item) on delete cascade,
  id_fiscal_document uuid references fiscal_document(id_fiscal_document),
  id_daily_cashier uuid references daily_cashier(id_daily_cashier),
  -- What was sent as the mail named it (Voucher LIM-000079/2), in the document's language.
  title text not null,
  recipients text[] not null check (cardinality(recipients) > 0),
  status text not null check (status in ('OUTBOX', 'SENT', 'FAILED')),
  failure text,
  id_mail uuid references mail_outbox(id_mail) on delete set null,
  id_user_create uuid,
  created_at timestamptz not null default now()
);
create index sent_document_reservation_idx on sent_document (id_reservation, created_at desc);
create index sent_document_fiscal_idx on sent_document (id_fiscal_document, created_at desc);
create index sent_document_ou_idx on sent_document (id_ou, created_at desc);

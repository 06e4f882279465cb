-- A mail that carries a secret (an activation or reset link) is kept in the outbox sealed with a key from the key
-- file, never in clear beside the data: a dump of the database holds no usable link (issue 11's scan). An
-- administrator reading the outbox sees it opened.
alter table mail_outbox add column sealed boolean not null default false;

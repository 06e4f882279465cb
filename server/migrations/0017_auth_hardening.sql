-- Auth hardening (issue 17): e-mail addresses in one normalised form, reset and activation links that can be
-- revoked, and sign-in throttles shared by every server process on the database.

-- E-mail addresses are stored as server/src/auth/email.ts normalises them (NFKC, trimmed, lower case), and looked up
-- and kept unique by that stored value. The database's lower() follows its collation and disagrees with JavaScript's
-- on letters such as U+0130, so here only plain ASCII addresses are rewritten (where both agree); the server
-- normalises the others when it starts (normalizeStoredEmails). An address whose normalised form another account
-- already holds is left as it is.
update app_user u set email = lower(btrim(u.email))
where u.email ~ '^[ -~]*$' and u.email <> lower(btrim(u.email))
  and not exists (select 1 from app_user o where o.id_user <> u.id_user and o.email = lower(btrim(u.email)));
drop index app_user_email_key;
create unique index app_user_email_key on app_user (email);

-- A link is revoked when its account is deactivated, deleted or given another address, when a newer link is issued,
-- and when a link of the account is used. Links issued before this release to an account changed since are revoked now.
alter table password_reset add column revoked_at timestamptz;
update password_reset r set revoked_at = now()
from app_user u
where u.id_user = r.id_user and r.used_at is null and u.updated_at > r.created_at;
create index password_reset_live_user_idx on password_reset (id_user) where used_at is null and revoked_at is null;

-- Attempts counted by server/src/auth/loginThrottle.ts (sign-in, second-factor codes, registration, reset requests),
-- one row per key (an account or an address, within a scope) and attempt; rows older than the window are pruned.
create table auth_throttle (
  id bigint generated always as identity primary key,
  key text not null,
  at timestamptz not null
);
create index auth_throttle_key_idx on auth_throttle (key, at);
create index auth_throttle_at_idx on auth_throttle (at);

-- Multi-factor sign-in (issue 11): one TOTP authenticator per person and their one-time recovery codes.
-- Like refresh tokens and reset links these are credentials of the person, not business rows of an OU: a user
-- moved to another OU keeps their authenticator, so no id_ou here.

-- The secret is AES-256-GCM ciphertext (server/src/auth/mfaCrypto.ts); confirmed_at is null while an enrolment
-- waits for its first code. last_used_step is the RFC 6238 time step of the last accepted code: a code is accepted
-- only for a later step, so none is ever accepted twice.
create table user_mfa (
  id_user uuid primary key references app_user(id_user) on delete cascade,
  secret_ciphertext text not null,
  confirmed_at timestamptz,
  last_used_step bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Ten per enrolment, shown once; only an HMAC-SHA-256 keyed with a server secret is kept, so a database dump alone
-- cannot be searched for them (they are 50 random bits, not passwords people chose).
create table user_mfa_recovery_code (
  id_user_mfa_recovery_code uuid primary key default gen_random_uuid(),
  id_user uuid not null references app_user(id_user) on delete cascade,
  code_hash text not null,
  used_at timestamptz,
  created_at timestamptz not null default now(),
  unique (id_user, code_hash)
);

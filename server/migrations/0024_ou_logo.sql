-- The operator's logo (issue 22): at most one image per OU, drawn in the header of every document it prints.
-- domain/users/ouLogo.ts writes it after checking the bytes (PNG or JPEG, size and pixel limits).
create table ou_logo (
  id_ou uuid primary key references ou(id_ou) on delete cascade,
  content bytea not null,
  -- The type read from the bytes, not the one the browser declared.
  mime_type text not null check (mime_type in ('image/png', 'image/jpeg')),
  width int not null check (width > 0),
  height int not null check (height > 0),
  id_user_update uuid,
  updated_at timestamptz not null default now()
);

-- The trigger leaves the bytea out: the trail records the type, size in pixels, who and when.
select audit_attach('ou_logo', 'ouLogo', 'ou', 'id_ou');

-- Issue 21 item 10, last gaps: the identity document types' short names (the passengers list writes "Pasaporte PX…")
-- and the seeded roles' descriptions (the user form) get their Latin American Spanish text, as catalog names did in
-- 0026. A fresh database gets them from the seed (server/src/db/catalogSpanishNames.ts); only rows still without one
-- are written, so an administrator's own text is kept.
alter table general_parameter_value add column short_name_es text;
alter table role add column description_es text;

update general_parameter_value v set short_name_es = n.short_name_es
  from general_parameter g,
    (values ('DNI', 'DNI'), ('RUC', 'RUC'), ('PASSPORT', 'Pasaporte'), ('CEX', 'CE'), ('TAX_ID', 'ID tributario'))
      as n(code, short_name_es)
  where g.id_general_parameter = v.id_general_parameter and g.id_ou is null
    and upper(g.code) = 'IDENTITY_DOCUMENT_TYPE' and upper(v.code) = n.code and v.short_name_es is null;

update role r set description_es = n.description_es
  from (values
    ('ADMIN', 'Administrador'),
    ('RESADM', 'Administrador de reservas'),
    ('RESCREATE', 'Reservas: crear'),
    ('RESVIEW', 'Reservas: consultar'),
    ('RESEDIT', 'Reservas: editar'),
    ('RESDEL', 'Reservas: eliminar'),
    ('STG', 'Cambio de unidad organizativa')) as n(code, description_es)
  where upper(r.code) = n.code and r.description_es is null;

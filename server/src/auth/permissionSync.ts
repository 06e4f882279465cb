import type { Database } from '../db/database.ts';
import { MODULES, ROLE_MODULES, type ModuleName } from './permissionCatalog.ts';

/**
 * Brings a database seeded by an older release up to the permission catalog: each FRONT route and BACK operation of
 * MODULES not applied yet (permission_catalog_applied) gets its permission row and, when that row is new, the grants
 * the demo seed would have given the built-in roles. Each entry is applied once: rows that already exist and grants
 * an administrator changed are left alone, and a catalog permission deleted later is not brought back. Without this,
 * deny by default would lock the built-in roles out of every operation added after the database was seeded.
 * Returns the permissions added.
 */
export async function syncPermissionCatalog(db: Database): Promise<string[]> {
  const catalog = Object.entries(MODULES).flatMap(([module, { front, back }]) => [
    ...(front as string[]).map((value) => ({ type: 'FRONT', value, module })),
    ...(back as string[]).map((value) => ({ type: 'BACK', value, module })),
  ]);
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(727276)');
    // One statement: record the entries not applied yet, and create the permissions among them that do not exist.
    const created = await tx.query<{ id: string; type: string; value: string; module: string }>(
      `with catalog (type, value, module) as (select * from unnest($1::text[], $2::text[], $3::text[])),
       fresh as (
         insert into permission_catalog_applied (type, value) select type, value from catalog
         on conflict do nothing returning type, value),
       created as (
         insert into permission (type, value, module)
         select c.type, c.value, c.module from catalog c join fresh f using (type, value)
         on conflict (type, value) do nothing returning id_permission, type, value, module)
       select id_permission as id, type, value, module from created`,
      [catalog.map((c) => c.type), catalog.map((c) => c.value), catalog.map((c) => c.module)],
    );
    if (!created.length) return [];
    const roles = await tx.query<{ code: string; id: string }>('select upper(code) as code, id_role as id from role');
    for (const permission of created) {
      for (const role of roles) {
        const modules = (ROLE_MODULES as Record<string, ModuleName[]>)[role.code];
        if (!modules?.includes(permission.module as ModuleName)) continue;
        await tx.query('insert into role_permission (id_role, id_permission) values ($1, $2) on conflict do nothing', [
          role.id, permission.id,
        ]);
      }
    }
    return created.map((p) => `${p.type} ${p.value}`);
  });
}

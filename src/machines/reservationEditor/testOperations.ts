import { MODULES, ROLE_MODULES, type RoleCode } from '../../../server/src/auth/permissionCatalog';

/** Tests only: the operations the server grants the demo roles (what Query.allowedOperations answers them). */
export function operationsOf(...roles: RoleCode[]): string[] {
  const modules = roles.flatMap((role) => ROLE_MODULES[role]);
  return [...new Set(modules.flatMap((name) => MODULES[name].back as string[]))];
}

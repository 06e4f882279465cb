/**
 * The reservation actions each role may take (issue 8): RESVIEW reads only, RESCREATE creates, RESEDIT edits,
 * RESDEL deletes and cancels, RESADM and ADMIN do everything (including overriding a price). The server checks the
 * same on every operation; the client only hides what would be refused.
 */
export interface ReservationAbilities {
  create: boolean;
  edit: boolean;
  cancel: boolean;
  overridePrice: boolean;
}

const ALL = ['RESADM', 'ADMIN'];
const any = (roles: readonly string[], allowed: string[]) => roles.some((role) => ALL.includes(role) || allowed.includes(role));

export function reservationAbilities(roles: readonly string[]): ReservationAbilities {
  return {
    create: any(roles, ['RESCREATE']),
    edit: any(roles, ['RESEDIT']),
    cancel: any(roles, ['RESDEL']),
    overridePrice: any(roles, []),
  };
}

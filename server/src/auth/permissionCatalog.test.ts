import { describe, expect, it } from 'vitest';
import { MODULES, ROLE_MODULES, routeMatches } from './permissionCatalog.ts';

describe('routeMatches', () => {
  it.each([
    ['/reservations/{id}', '/reservations/42', true],
    ['/reservations/{id}', '/reservations/42/', true],
    ['/reservations/{id}/{itemId}', '/reservations/42/7', true],
    ['/reservations/{id}', '/reservations', false],
    ['/reservations/{id}', '/reservations/42/passengers', false],
    ['/products/{id}/instances/{instanceId}/inventory', '/products/1/instances/2/inventory', true],
    ['/products/{id}/instances/{instanceId}/inventory', '/products/1/instances//inventory', false],
    ['/users', '/users?page=2', true],
    ['/', '/', true],
    ['/users', '/users-list', false],
  ])('%s against %s is %s', (pattern, path, expected) => {
    expect(routeMatches(pattern, path)).toBe(expected);
  });
});

describe('role catalog', () => {
  it('gives every route of SPEC.md section 2 outside auth to exactly one module', () => {
    const routes = Object.values(MODULES).flatMap((m) => m.front);
    expect(new Set(routes).size).toBe(routes.length);
    expect(routes).toContain('/cashier-transaction/payment/exchange-rate/{id}/edit');
    expect(routes).toContain('/change-ou');
  });

  it('follows the role table of SPEC.md section 6', () => {
    expect(ROLE_MODULES.RESADM).toEqual(expect.arrayContaining(['home', 'reservations', 'payments', 'dailyCashier']));
    expect(ROLE_MODULES.RESADM).not.toContain('advances');
    expect(ROLE_MODULES.STG).toEqual(['common', 'changeOu']);
    // The reservation roles share the reservations screens (reading); each adds its own gate (issue 8).
    expect(ROLE_MODULES.RESVIEW).toEqual(['common', 'reservations']);
    expect(ROLE_MODULES.RESCREATE).toEqual(['common', 'reservations', 'reservationsCreate']);
    expect(ROLE_MODULES.RESEDIT).toEqual(['common', 'reservations', 'reservationsEdit']);
    expect(ROLE_MODULES.RESDEL).toEqual(['common', 'reservations', 'reservationsDelete']);
    expect(ROLE_MODULES.RESADM).toEqual(expect.arrayContaining(
      ['reservationsCreate', 'reservationsEdit', 'reservationsDelete', 'reservationsPriceOverride']));
  });
});

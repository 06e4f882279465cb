import type { MessageDescriptor } from 'react-intl';
import { navMessages as m } from './messages';

export type RoleCode = 'ADMIN' | 'RESADM' | 'RESCREATE' | 'RESVIEW' | 'RESEDIT' | 'RESDEL' | 'STG';

export interface NavEntry {
  key: string;
  label: MessageDescriptor;
  href: string;
  roles: RoleCode[];
}

export interface NavGroup {
  key: string;
  label: MessageDescriptor;
  children: NavEntry[];
}

export type NavItem = NavEntry | NavGroup;

const RESERVATION_ROLES: RoleCode[] = ['ADMIN', 'RESADM', 'RESCREATE', 'RESVIEW', 'RESEDIT', 'RESDEL'];

/** SPEC.md section 2 order, section 6 roles. */
export const NAVIGATION: NavItem[] = [
  { key: 'home', label: m.home, href: '/', roles: ['ADMIN', 'RESADM'] },
  {
    key: 'products',
    label: m.products,
    children: [
      { key: 'products-list', label: m.productsList, href: '/products', roles: ['ADMIN'] },
      { key: 'check-availability', label: m.checkAvailability, href: '/products/check-availability', roles: ['ADMIN'] },
      { key: 'packages', label: m.packages, href: '/products/packages', roles: ['ADMIN'] },
      { key: 'categories', label: m.categories, href: '/products/categories', roles: ['ADMIN'] },
      { key: 'features', label: m.features, href: '/products/features', roles: ['ADMIN'] },
      { key: 'subfeatures', label: m.subfeatures, href: '/products/subfeatures', roles: ['ADMIN'] },
    ],
  },
  { key: 'reservations', label: m.reservations, href: '/reservations', roles: RESERVATION_ROLES },
  { key: 'general-parameters', label: m.generalParameters, href: '/general-parameters', roles: ['ADMIN'] },
  {
    key: 'rates',
    label: m.rates,
    children: [
      { key: 'rates-list', label: m.rates, href: '/rates', roles: ['ADMIN'] },
      { key: 'search-rates', label: m.searchRates, href: '/rates/check-rates', roles: ['ADMIN'] },
      { key: 'rates-features', label: m.ratesFeatures, href: '/rates/features', roles: ['ADMIN'] },
      { key: 'rates-subfeatures', label: m.ratesSubfeatures, href: '/rates/subfeatures', roles: ['ADMIN'] },
    ],
  },
  {
    key: 'payments',
    label: m.payments,
    children: [
      { key: 'payments-list', label: m.paymentsList, href: '/cashier-transaction', roles: ['ADMIN', 'RESADM'] },
      { key: 'advances', label: m.advances, href: '/cashier-transaction/payment/advances', roles: ['ADMIN'] },
      { key: 'daily-cashier', label: m.dailyCashier, href: '/cashier-transaction/payment/daily-cashier', roles: ['ADMIN', 'RESADM'] },
      { key: 'payment-schedules', label: m.paymentSchedules, href: '/cashier-transaction/payment/payment-schedules', roles: ['ADMIN', 'RESADM'] },
      { key: 'supplier-payables', label: m.supplierPayables, href: '/cashier-transaction/payment/supplier-payables', roles: ['ADMIN', 'RESADM'] },
      { key: 'interface', label: m.interface, href: '/cashier-transaction/payment/interface', roles: ['ADMIN'] },
      { key: 'exchange-rate', label: m.exchangeRate, href: '/cashier-transaction/payment/exchange-rate', roles: ['ADMIN'] },
    ],
  },
  { key: 'entities', label: m.entities, href: '/entities', roles: ['ADMIN'] },
  {
    key: 'users',
    label: m.users,
    children: [
      { key: 'ous', label: m.organizationalUnits, href: '/users/organizational-units', roles: ['ADMIN'] },
      { key: 'users-list', label: m.usersList, href: '/users', roles: ['ADMIN'] },
      { key: 'roles', label: m.roles, href: '/users/roles', roles: ['ADMIN'] },
      { key: 'permissions', label: m.permissions, href: '/users/permissions', roles: ['ADMIN'] },
      { key: 'mail-outbox', label: m.mailOutbox, href: '/users/mail-outbox', roles: ['ADMIN'] },
    ],
  },
  { key: 'reports', label: m.reports, href: '/reports', roles: ['ADMIN'] },
  { key: 'change-ou', label: m.changeOu, href: '/change-ou', roles: ['STG'] },
];

const holds = (entry: NavEntry, roles: readonly string[]) => entry.roles.some((role) => roles.includes(role));

/** The entries a person with these roles sees; a group with no visible sub-entry is hidden. */
export function visibleNavigation(roles: readonly string[]): NavItem[] {
  return NAVIGATION.flatMap((item): NavItem[] => {
    if ('children' in item) {
      const children = item.children.filter((child) => holds(child, roles));
      return children.length ? [{ ...item, children }] : [];
    }
    return holds(item, roles) ? [item] : [];
  });
}

/** The group whose sub-entry the path belongs to, so it starts open. */
export function groupOfPath(path: string): string | undefined {
  const match = (href: string) => path === href || path.startsWith(`${href}/`);
  let best: { key: string; length: number } | undefined;
  for (const item of NAVIGATION) {
    if (!('children' in item)) continue;
    for (const child of item.children) {
      if (match(child.href) && (!best || child.href.length > best.length)) best = { key: item.key, length: child.href.length };
    }
  }
  return best?.key;
}

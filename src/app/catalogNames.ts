import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/** A catalog value or language as the server answers it: the English name and, when given, the Spanish one. */
export interface CatalogName { readonly name: string; readonly nameEs?: string | null }

/** The value's name in the page's language: the Spanish name under any es locale, the English one otherwise or when none was given. */
export function catalogName(value: CatalogName, locale: string): string {
  return locale.toLowerCase().startsWith('es') && value.nameEs?.trim() ? value.nameEs : value.name;
}

/** catalogName in the page's locale; null and undefined values name nothing (''). */
export function useCatalogName() {
  const { locale } = useIntl();
  return useCallback((value: CatalogName | null | undefined) => (value ? catalogName(value, locale) : ''), [locale]);
}

/** A general parameter's value as forms pick it. */
export interface CatalogValue extends CatalogName { readonly idGeneralParameterValue: string }

/** A general parameter's values as select items, named in the page's locale. */
export function useCatalogItems() {
  const { locale } = useIntl();
  return useCallback((values: readonly CatalogValue[]) => values.map((v) => ({ id: v.idGeneralParameterValue, label: catalogName(v, locale) })),
    [locale]);
}

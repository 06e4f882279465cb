import { useMemo } from 'react';
import { useIntl } from 'react-intl';

export interface CountryName { idCountry: string; name: string; nameEs: string }

/** Countries as choices in the page's language (Spanish names under es), in that language's alphabetical order. */
export function useCountryItems(countries: readonly CountryName[]) {
  const { locale } = useIntl();
  return useMemo(() => {
    const spanish = locale.toLowerCase().startsWith('es');
    const collator = new Intl.Collator(locale, { sensitivity: 'base' });
    return countries.map((c) => ({ id: c.idCountry, label: spanish ? c.nameEs : c.name }))
      .sort((a, b) => collator.compare(a.label, b.label));
  }, [countries, locale]);
}

import { CATALOG_SEED } from '../../../server/src/db/generalParameterData';
import { CATALOG_NAMES_ES } from '../../../server/src/db/catalogSpanishNames';
import type { Locale } from './Words';

/**
 * A shipped catalog value as a page in `locale` names it, from its English name in the seed; "CODE — name" labels
 * keep their code. Spanish pages show the Spanish names (issue 21 item 10).
 */
export function catalogName(locale: Locale, english: string): string {
  if (locale === 'en') return english;
  const [code, name] = english.includes(' — ') ? english.split(' — ') : [null, english];
  for (const catalog of CATALOG_SEED) {
    const value = catalog.values.find(([valueName]) => valueName === name);
    const spanish = value && CATALOG_NAMES_ES[catalog.code]?.[value[2]];
    if (spanish) return code ? `${code} — ${spanish}` : spanish;
  }
  return english;
}

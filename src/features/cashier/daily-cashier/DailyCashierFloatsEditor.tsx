import { useCatalogName, type CatalogName } from '../../../app/catalogNames';
import { Button } from '../../../ui/Button';
import { Select } from '../../../ui/Select';
import { TextField } from '../../../ui/TextField';
import * as styles from './DailyCashier.css';
import { dailyCashierMessages as m } from './messages';
import { useDailyCashierTexts } from './useDailyCashierTexts';
import type { FloatDraft, LineProblems } from '../../../machines/dailyCashier/dailyCashierRules';

export interface CurrencyOption extends CatalogName { idGeneralParameterValue: string; code: string }

/** The opening amount of each currency; a currency once. */
export function DailyCashierFloatsEditor({ floats, currencies, problems, serverFields, onChange }: {
  floats: FloatDraft[]; currencies: readonly CurrencyOption[]; problems: LineProblems;
  serverFields: Record<string, string>; onChange: (floats: FloatDraft[]) => void;
}) {
  const { t, lineProblemText } = useDailyCashierTexts();
  const cn = useCatalogName();
  const items = currencies.map((c) => ({ id: c.idGeneralParameterValue, label: `${c.code} — ${cn(c)}` }));
  const setLine = (index: number, change: Partial<FloatDraft>) =>
    onChange(floats.map((line, i) => (i === index ? { ...line, ...change } : line)));
  const unused = currencies.find((c) => !floats.some((f) => f.idCurrency === c.idGeneralParameterValue));
  return (
    <div className={styles.lines}>
      {floats.map((line, i) => {
        const problem = problems[i];
        return (
          <div key={i} role="group" aria-label={t(m.floatLine, { number: i + 1 })} className={styles.line}>
            <Select label={t(m.currency)} items={items} selectedKey={line.idCurrency || null}
              onSelectionChange={(key) => setLine(i, { idCurrency: key ?? '' })}
              errorMessage={problem === 'chooseCurrency' || problem === 'duplicate' ? lineProblemText(problem)
                : serverFields[`floats.${i}.idCurrency`]} />
            <TextField label={t(m.openingAmount)} value={line.openingAmount} inputMode="decimal" autoComplete="off"
              onChange={(text) => setLine(i, { openingAmount: text })}
              errorMessage={problem && problem !== 'chooseCurrency' && problem !== 'duplicate' ? lineProblemText(problem)
                : serverFields[`floats.${i}.openingAmount`]} />
            <div className={styles.lineAction}>
              <Button variant="secondary" aria-label={t(m.removeFloat, { number: i + 1 })} isDisabled={floats.length === 1}
                onPress={() => onChange(floats.filter((_, j) => j !== i))}>{t(m.remove)}</Button>
            </div>
          </div>
        );
      })}
      {unused && (
        <div>
          <Button variant="secondary" onPress={() => onChange([...floats, { idCurrency: unused.idGeneralParameterValue, openingAmount: '' }])}>
            {t(m.addFloat)}
          </Button>
        </div>
      )}
    </div>
  );
}

import { useIntl } from 'react-intl';
import { BLOCKS, type CellTone } from '../../../app/availabilityCells';
import * as styles from './Availability.css';
import { BLOCK_TEXTS } from './blockTexts';
import { availabilityMessages as m } from './messages';

const TONES: { tone: CellTone; label: typeof m.toneBookable }[] = [
  { tone: 'bookable', label: m.toneBookable },
  { tone: 'low', label: m.toneLow },
  { tone: 'blocked', label: m.toneBlocked },
];

/** What the colours, '∞' and the abbreviations in the cells mean. */
export function AvailabilityLegend() {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <section aria-label={t(m.legend)} className={styles.legendBlock}>
      <h2 className={styles.legendTitle}>{t(m.legend)}</h2>
      <ul className={styles.legend}>
        {TONES.map(({ tone, label }) => (
          <li key={tone} className={styles.legendItem}><span className={styles.swatch[tone]} aria-hidden="true" />{t(label)}</li>
        ))}
        <li className={styles.legendItem}>{t(m.unlimited)}</li>
      </ul>
      <ul className={styles.legend}>
        {BLOCKS.map((block) => (
          <li key={block} className={styles.legendItem}>
            <abbr className={styles.abbr} title={t(BLOCK_TEXTS[block].label)}>{t(BLOCK_TEXTS[block].abbr)}</abbr>
            {t(BLOCK_TEXTS[block].label)}
          </li>
        ))}
      </ul>
    </section>
  );
}

import { useLocale } from 'react-aria-components';
import { Button } from './Button';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import * as styles from './Pagination.css';
import { Select } from './Select';

export interface PageRange {
  /** First row shown, 1-based; 0 when there are no rows. */
  start: number;
  /** Last row shown. */
  end: number;
  total: number;
  /** The same three numbers formatted for the current react-aria locale. */
  formatted: { start: string; end: string; total: string };
}

export interface PaginationProps {
  /** Current page, 1-based. */
  page: number;
  pageSize: number;
  totalCount: number;
  onPageChange: (page: number) => void;
  /** Omit to hide the page-size select. The caller should go back to page 1 when it fires. */
  onPageSizeChange?: (pageSize: number) => void;
  pageSizeOptions?: readonly number[];
  /** "1–25 of 340"; pass a translated formatter. */
  formatRange?: (range: PageRange) => string;
  pageSizeLabel?: string;
  previousPageLabel?: string;
  nextPageLabel?: string;
  /** Accessible name of the navigation landmark. */
  label?: string;
}

const defaultFormatRange = ({ formatted }: PageRange) => `${formatted.start}–${formatted.end} of ${formatted.total}`;

/** Previous/next paging with a row-range summary and a page-size choice; page numbers are 1-based. */
export function Pagination({
  page, pageSize, totalCount, onPageChange, onPageSizeChange, pageSizeOptions = [10, 25, 50, 100],
  formatRange = defaultFormatRange, pageSizeLabel = 'Rows per page', previousPageLabel = 'Previous page',
  nextPageLabel = 'Next page', label = 'Pagination',
}: PaginationProps) {
  const { locale } = useLocale();
  const number = new Intl.NumberFormat(locale);
  const pageCount = Math.max(1, Math.ceil(totalCount / pageSize));
  const start = totalCount === 0 ? 0 : Math.min((page - 1) * pageSize + 1, totalCount);
  const end = Math.min(page * pageSize, totalCount);
  const sizes = pageSizeOptions.includes(pageSize) ? pageSizeOptions : [...pageSizeOptions, pageSize].sort((a, b) => a - b);
  const text = formatRange({
    start, end, total: totalCount,
    formatted: { start: number.format(start), end: number.format(end), total: number.format(totalCount) },
  });
  return (
    <nav aria-label={label} className={styles.pagination}>
      {onPageSizeChange ? (
        <Select
          label={pageSizeLabel}
          labelPosition="side"
          items={sizes.map((size) => ({ id: String(size), label: number.format(size) }))}
          selectedKey={String(pageSize)}
          onSelectionChange={(key) => key && onPageSizeChange(Number(key))}
        />
      ) : <span />}
      <div className={styles.pager}>
        <span className={styles.range} aria-live="polite">{text}</span>
        <div className={styles.buttons}>
          <Button variant="secondary" size="sm" aria-label={previousPageLabel} isDisabled={page <= 1}
            onPress={() => onPageChange(page - 1)}>
            <ChevronLeftIcon />
          </Button>
          <Button variant="secondary" size="sm" aria-label={nextPageLabel} isDisabled={page >= pageCount}
            onPress={() => onPageChange(page + 1)}>
            <ChevronRightIcon />
          </Button>
        </div>
      </div>
    </nav>
  );
}

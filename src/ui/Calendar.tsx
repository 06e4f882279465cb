import {
  Button as AriaButton, Calendar as AriaCalendar, CalendarCell, CalendarGrid, CalendarGridBody, CalendarGridHeader,
  CalendarHeaderCell, Heading, RangeCalendar as AriaRangeCalendar, type CalendarProps, type DateValue,
  type RangeCalendarProps,
} from 'react-aria-components';
import * as styles from './Calendar.css';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

function CalendarHeader() {
  // react-aria names the previous/next buttons in the current locale.
  return (
    <header className={styles.header}>
      <AriaButton slot="previous" className={styles.navButton}><ChevronLeftIcon /></AriaButton>
      <Heading className={styles.heading} />
      <AriaButton slot="next" className={styles.navButton}><ChevronRightIcon /></AriaButton>
    </header>
  );
}

function Grid({ cellClassName }: { cellClassName: string }) {
  return (
    <CalendarGrid className={styles.grid}>
      <CalendarGridHeader>
        {(day) => <CalendarHeaderCell className={styles.headerCell}>{day}</CalendarHeaderCell>}
      </CalendarGridHeader>
      <CalendarGridBody>{(date) => <CalendarCell date={date} className={cellClassName} />}</CalendarGridBody>
    </CalendarGrid>
  );
}

/** The month grid inside DatePicker's popover; value, limits and locale come from the picker (its calendarProps). */
export function CalendarPanel(props: CalendarProps<DateValue>) {
  return (
    <AriaCalendar {...props} className={styles.calendar}>
      <CalendarHeader />
      <Grid cellClassName={styles.cell} />
    </AriaCalendar>
  );
}

/** The month grid inside DateRangePicker's popover. */
export function RangeCalendarPanel(props: RangeCalendarProps<DateValue>) {
  return (
    <AriaRangeCalendar {...props} className={styles.calendar}>
      <CalendarHeader />
      <Grid cellClassName={styles.rangeCell} />
    </AriaRangeCalendar>
  );
}

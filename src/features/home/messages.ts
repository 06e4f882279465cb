import { defineMessages } from '../../app/defineMessages';

export const homeMessages = defineMessages({
  subtitle: {
    id: 'home.dashboard.subtitle', defaultMessage: '{ou} · {date}',
    description: 'Home dashboard subheading: the OU and today',
  },
  loading: { id: 'home.dashboard.loading', defaultMessage: 'Loading the dashboard…', description: 'While the dashboard loads' },
  viewAll: { id: 'home.dashboard.viewAll', defaultMessage: 'View all', description: 'Card link to the list or report behind it' },
  openReport: { id: 'home.dashboard.openReport', defaultMessage: 'Open report', description: 'Card link to a report' },
  currency: { id: 'home.dashboard.currency', defaultMessage: 'Currency', description: 'Choice of currency on a card' },

  todayTitle: { id: 'home.today.title', defaultMessage: 'Today’s services', description: 'Card heading' },
  todayServices: {
    id: 'home.today.services', defaultMessage: '{count, plural, one {# service} other {# services}}',
    description: 'Headline figure: reservation items served today',
  },
  todayPassengers: {
    id: 'home.today.passengers', defaultMessage: '{count, plural, one {# passenger} other {# passengers}}',
    description: 'Passengers served today',
  },
  todayArrivals: {
    id: 'home.today.arrivals',
    defaultMessage: '{count, plural, one {# arrival} other {# arrivals}} ({passengers, plural, one {# passenger} other {# passengers}})',
    description: 'Reservations whose first service is today, and their passengers',
  },
  todayEmpty: { id: 'home.today.empty', defaultMessage: 'No services today', description: 'Empty state title' },
  todayEmptyHelp: {
    id: 'home.today.emptyHelp', defaultMessage: 'Confirmed reservations with a service today appear here.',
    description: 'Empty state description',
  },
  todayMore: {
    id: 'home.today.more', defaultMessage: 'Showing {shown} of {count}.',
    description: 'Under the list of today’s services when more exist',
  },
  colReservation: { id: 'home.today.col.reservation', defaultMessage: 'Reservation', description: 'Column' },
  colService: { id: 'home.today.col.service', defaultMessage: 'Service', description: 'Column' },
  colQuantity: { id: 'home.today.col.quantity', defaultMessage: 'Units', description: 'Column' },
  colPassengers: { id: 'home.today.col.passengers', defaultMessage: 'Passengers', description: 'Column' },
  arrival: { id: 'home.today.arrival', defaultMessage: 'Arrives', description: 'Badge: the reservation’s first service is today' },

  salesTitle: { id: 'home.sales.title', defaultMessage: 'Sales, last 30 days', description: 'Card heading' },
  salesTotal: {
    id: 'home.sales.total', defaultMessage: '{count, plural, one {# reservation sold} other {# reservations sold}}',
    description: 'Under the sales total',
  },
  salesSeries: { id: 'home.sales.series', defaultMessage: 'Sales', description: 'Chart series name' },
  salesSummary: {
    id: 'home.sales.summary',
    defaultMessage: 'Sales from {from} to {to}: {total} in {count, plural, one {# reservation} other {# reservations}}. Best day {bestDay} with {best}.',
    description: 'Screen reader summary of the sales chart',
  },
  salesEmpty: { id: 'home.sales.empty', defaultMessage: 'No sales in the last 30 days', description: 'Empty state title' },
  salesEmptyHelp: {
    id: 'home.sales.emptyHelp', defaultMessage: 'Confirmed and paid reservations count as sales on their reservation date.',
    description: 'Empty state description',
  },

  statusTitle: { id: 'home.status.title', defaultMessage: 'Reservations by status', description: 'Card heading' },
  statusTotal: {
    id: 'home.status.total', defaultMessage: '{count, plural, one {reservation in 30 days} other {reservations in 30 days}}',
    description: 'Beside the headline number of reservations',
  },
  statusSummary: {
    id: 'home.status.summary', defaultMessage: 'Reservations made in the last 30 days by status: {parts}.',
    description: 'Screen reader summary of the status chart',
  },
  statusEmpty: { id: 'home.status.empty', defaultMessage: 'No reservations in the last 30 days', description: 'Empty state title' },

  receivablesTitle: { id: 'home.receivables.title', defaultMessage: 'Pending receivables', description: 'Card heading' },
  receivablesCount: {
    id: 'home.receivables.count', defaultMessage: 'owed on {count, plural, one {# reservation} other {# reservations}}',
    description: 'Under the receivables total',
  },
  receivablesAge: { id: 'home.receivables.age', defaultMessage: 'By due date', description: 'Chart title: aged by due date' },
  receivablesSummary: {
    id: 'home.receivables.summary', defaultMessage: '{total} pending by due date: {parts}.',
    description: 'Screen reader summary of the aged receivables chart',
  },
  receivablesTop: { id: 'home.receivables.top', defaultMessage: 'Who owes most', description: 'Sub-heading: top customers' },
  receivablesEmpty: { id: 'home.receivables.empty', defaultMessage: 'Nothing pending', description: 'Empty state title' },
  receivablesEmptyHelp: {
    id: 'home.receivables.emptyHelp', defaultMessage: 'Every confirmed reservation is paid.', description: 'Empty state description',
  },
  bucketNOT_DUE: { id: 'home.receivables.bucket.notDue', defaultMessage: 'Not yet due', description: 'Age bucket: due date still ahead' },
  bucketDAYS_0_30: { id: 'home.receivables.bucket.0_30', defaultMessage: '0–30 days overdue', description: 'Age bucket: days past the due date' },
  bucketDAYS_31_60: { id: 'home.receivables.bucket.31_60', defaultMessage: '31–60 days overdue', description: 'Age bucket: days past the due date' },
  bucketDAYS_61_90: { id: 'home.receivables.bucket.61_90', defaultMessage: '61–90 days overdue', description: 'Age bucket: days past the due date' },
  bucketDAYS_OVER_90: { id: 'home.receivables.bucket.over90', defaultMessage: 'Over 90 days overdue', description: 'Age bucket: days past the due date' },
  pendingSeries: { id: 'home.receivables.series', defaultMessage: 'Pending', description: 'Chart series name' },

  cashiersTitle: { id: 'home.cashiers.title', defaultMessage: 'Open daily cashiers', description: 'Card heading' },
  cashiersCount: {
    id: 'home.cashiers.count', defaultMessage: '{count, plural, one {cashier open} other {cashiers open}}',
    description: 'Beside the headline number of open cashiers',
  },
  cashiersEmpty: { id: 'home.cashiers.empty', defaultMessage: 'No daily cashier is open', description: 'Empty state title' },
  cashierOpenedAt: { id: 'home.cashiers.openedAt', defaultMessage: 'since {time}', description: 'When the cashier opened' },
  cashierStale: {
    id: 'home.cashiers.stale', defaultMessage: 'Still open from {date}', description: 'A cashier left open on an earlier day',
  },

  occupancyTitle: { id: 'home.occupancy.title', defaultMessage: 'Occupancy this week', description: 'Card heading' },
  occupancyRate: {
    id: 'home.occupancy.rate', defaultMessage: 'of capacity held ({held} of {capacity} units)',
    description: 'Beside the headline percentage held over the 7 days',
  },
  occupancyHeld: { id: 'home.occupancy.held', defaultMessage: 'Held', description: 'Chart series: units held' },
  occupancyFree: { id: 'home.occupancy.free', defaultMessage: 'Free', description: 'Chart series: capacity not held' },
  occupancySummary: {
    id: 'home.occupancy.summary',
    defaultMessage: '{held} of {capacity} units held over the next 7 days; busiest {busiestDay} with {busiestHeld} of {busiestCapacity}.',
    description: 'Screen reader summary of the occupancy chart',
  },
  occupancyEmpty: { id: 'home.occupancy.empty', defaultMessage: 'No inventory this week', description: 'Empty state title' },
  occupancyEmptyHelp: {
    id: 'home.occupancy.emptyHelp', defaultMessage: 'Products with inventory show their held and free units here.',
    description: 'Empty state description',
  },
});

import { useMemo } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useParams, useSearchParams } from 'wouter';
import type { InstanceInventoryRouteQuery as RouteQuery } from '../../__generated__/InstanceInventoryRouteQuery.graphql';
import { ListBoundary } from '../../app/list/ListBoundary';
import { MissingRecord } from '../../app/list/MissingRecord';
import { LoadingPage } from '../../app/pages/LoadingPage';
import { useRouteQueryRef } from '../../app/routeEntry';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import type { IsoDateRange } from '../../ui/DateRangePicker';
import { PageHeader } from '../../ui/PageHeader';
import * as pageStyles from '../../app/forms/Form.css';
import { addDays, stripStartFor } from './availability';
import { todayIso } from '../../app/format';
import * as gridStyles from './availability/Availability.css';
import { AvailabilityStrip } from './AvailabilityStrip';
import { formatDay } from './formatDay';
import { InstanceSummaryCard } from './InstanceSummaryCard';
import { INVENTORY_PAGE_SIZE as PAGE_SIZE, inventoryParams, STRIP_DAYS, stripWindow } from './inventoryParams';
import { InventoryTransactionForm } from './InventoryTransactionForm';
import { InventoryTransactionsTable } from './InventoryTransactionsTable';
import { inventoryMessages as im, productMessages as m } from './messages';
import * as styles from './Products.css';
import { SalePeriodsTable } from './SalePeriodsTable';
import { SaleStatusForm } from './SaleStatusForm';
import { useProductTexts } from './useProductTexts';

const InstanceInventoryRouteQuery = graphql`
  query InstanceInventoryRouteQuery(
    $idProduct: ID!, $idInstance: ID!, $txSkip: Int!, $txTake: Int!, $spSkip: Int!, $spTake: Int!, $dateFrom: Date!, $dateTo: Date!
  ) @preloadable {
    getProductById(id: $idProduct) {
      idProduct
      name
      hasInventory
    }
    getProductInstanceById(id: $idInstance) {
      idProductInstance
      idProduct
      code
      name
      ...InstanceSummaryCard_instance
      ...InventoryTransactionsTable_instance @arguments(skip: $txSkip, take: $txTake)
      ...SalePeriodsTable_instance @arguments(skip: $spSkip, take: $spTake)
    }
    checkAvailability(input: { productIds: [$idProduct], dateFrom: $dateFrom, dateTo: $dateTo }) {
      ...AvailabilityStrip_grid
    }
  }
`;

/**
 * /products/{id}/instances/{instanceId}/inventory: the instance, a form for a new inventory transaction, a form to
 * set the sale status over a range, a 31-day availability strip (checkAvailability for this product) and the
 * transactions and sale periods, newest first. The lists' pages and the strip's first day live in the address, so
 * the route's one query (routeQueries.ts) loads them with the navigation. After either form succeeds the page loads
 * again on the first page of both lists, and the strip moves to the changed range if it was showing other days, so
 * the person sees the effect at once.
 */
export function InstanceInventoryRoute() {
  const { id = '' } = useParams<{ id: string }>();
  const today = useMemo(() => todayIso(), []);
  const [search, setSearch] = useSearchParams();
  const { txPage, spPage, stripStart } = inventoryParams(search, today);
  const { reference, isPending, refetch, resetKey } = useRouteQueryRef<RouteQuery>(InstanceInventoryRouteQuery);
  /** Changes the address (a navigation, which loads the page's query); an unchanged one asks the server again. */
  const setParams = (change: (next: URLSearchParams) => void) => {
    const next = new URLSearchParams(search);
    change(next);
    if (next.toString() === new URLSearchParams(search).toString()) refetch();
    else setSearch(next, { replace: true });
  };
  const setPage = (key: 'transactions' | 'periods') => (page: number) => setParams((next) => {
    if (page > 1) next.set(key, String(page));
    else next.delete(key);
  });
  const setStart = (next: URLSearchParams, start: string) => {
    if (start === today) next.delete('from');
    else next.set('from', start);
  };
  const changed = (range: IsoDateRange) => setParams((next) => {
    // Back to the first page of both lists, where the new row is, in one address change (two would race).
    next.delete('transactions');
    next.delete('periods');
    setStart(next, stripStartFor(stripStart, range));
  });
  const controls: InventoryControls = {
    txPage, spPage, onTxPage: setPage('transactions'), onSpPage: setPage('periods'), onChanged: changed,
    strip: {
      start: stripStart, isPending,
      onMove: (days) => setParams((next) => setStart(next, days === 0 ? today : addDays(stripStart, days))),
    },
  };
  return (
    <section className={pageStyles.page}>
      <ListBoundary resetKey={resetKey} onRetry={refetch} fallback={<LoadingPage />}>
        <InventoryScreen reference={reference} idProduct={id} controls={controls} />
      </ListBoundary>
    </section>
  );
}

interface StripControls {
  start: string;
  /** A move of the strip (or a page) on its way: the strip shown stays, dimmed. */
  isPending: boolean;
  /** Moves the strip by whole days; 0 goes back to today. */
  onMove: (days: number) => void;
}

interface InventoryControls {
  txPage: number;
  spPage: number;
  onTxPage: (page: number) => void;
  onSpPage: (page: number) => void;
  onChanged: (range: IsoDateRange) => void;
  strip: StripControls;
}

function InventoryScreen({ reference, idProduct, controls }: {
  reference: PreloadedQuery<RouteQuery>; idProduct: string; controls: InventoryControls;
}) {
  const { t, breadcrumbs, breadcrumbsLabel } = useProductTexts();
  const data = usePreloadedQuery<RouteQuery>(InstanceInventoryRouteQuery, reference);
  const product = data.getProductById;
  const instance = data.getProductInstanceById;
  const productCrumbs = product
    ? [{ label: product.name, href: `/products/${product.idProduct}` }, { label: t(m.instancesSection), href: `/products/${product.idProduct}/instances` }]
    : [];
  if (!product || !instance || instance.idProduct !== product.idProduct) {
    return (
      <>
        <PageHeader title={t(m.inventory)} breadcrumbs={breadcrumbs(...productCrumbs, { label: t(m.inventory) })}
          breadcrumbsLabel={breadcrumbsLabel} />
        <p className={pageStyles.alert}>{t(im.instanceNotFound)}</p>
        <MissingRecord listHref={product ? `/products/${idProduct}` : '/products'} />
      </>
    );
  }
  const title = t(im.title, { instance: instance.name });
  return (
    <>
      <PageHeader title={title} description={t(im.description, { product: product.name, code: instance.code })}
        breadcrumbs={breadcrumbs(...productCrumbs, { label: title })} breadcrumbsLabel={breadcrumbsLabel} />
      {!product.hasInventory && <p className={pageStyles.alert}>{t(im.noInventoryNotice)}</p>}
      <div className={styles.cards}>
        <div className={styles.wide}><InstanceSummaryCard instance={instance} /></div>
        <div className={styles.wide}>
          <StripCard grid={data.checkAvailability} idProductInstance={instance.idProductInstance} controls={controls.strip} />
        </div>
        {product.hasInventory && <InventoryTransactionForm idProductInstance={instance.idProductInstance} onDone={controls.onChanged} />}
        <div className={product.hasInventory ? undefined : styles.wide}>
          <SaleStatusForm idProductInstance={instance.idProductInstance} onDone={controls.onChanged} />
        </div>
        <div className={styles.wide}>
          <InventoryTransactionsTable instance={instance} page={controls.txPage} pageSize={PAGE_SIZE}
            onPageChange={controls.onTxPage} />
        </div>
        <div className={styles.wide}>
          <SalePeriodsTable instance={instance} page={controls.spPage} pageSize={PAGE_SIZE}
            onPageChange={controls.onSpPage} />
        </div>
      </div>
    </>
  );
}

function StripCard({ grid, idProductInstance, controls }: {
  grid: RouteQuery['response']['checkAvailability']; idProductInstance: string; controls: StripControls;
}) {
  const { t, intl } = useProductTexts();
  const { dateFrom, dateTo } = stripWindow(controls.start);
  return (
    <Card title={t(im.stripCard)} actions={(
      <div className={styles.stripNav}>
        <Button variant="secondary" size="sm" onPress={() => controls.onMove(-STRIP_DAYS)}>{t(im.previousDays)}</Button>
        <Button variant="secondary" size="sm" onPress={() => controls.onMove(0)}>{t(im.fromToday)}</Button>
        <Button variant="secondary" size="sm" onPress={() => controls.onMove(STRIP_DAYS)}>{t(im.nextDays)}</Button>
      </div>
    )}>
      <div className={styles.stack}>
        <p className={styles.hint} aria-live="polite">
          {t(im.stripWindow, { from: formatDay(intl, dateFrom), to: formatDay(intl, dateTo) })}
        </p>
        <div className={controls.isPending ? gridStyles.pending : undefined} aria-busy={controls.isPending}>
          <AvailabilityStrip grid={grid} idProductInstance={idProductInstance} />
        </div>
      </div>
    </Card>
  );
}

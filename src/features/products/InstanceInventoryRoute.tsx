import { useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useParams, useSearchParams } from 'wouter';
import type { InstanceInventoryRouteAvailabilityQuery as StripQuery } from '../../__generated__/InstanceInventoryRouteAvailabilityQuery.graphql';
import type { InstanceInventoryRouteQuery as RouteQuery } from '../../__generated__/InstanceInventoryRouteQuery.graphql';
import { todayIso } from '../../app/format';
import { adminMessages } from '../../app/list/adminMessages';
import { ListBoundary } from '../../app/list/ListBoundary';
import { MissingRecord } from '../../app/list/MissingRecord';
import { useRouteQuery } from '../../app/list/useRouteQuery';
import { LoadingPage } from '../../app/pages/LoadingPage';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import type { IsoDateRange } from '../../ui/DateRangePicker';
import { PageHeader } from '../../ui/PageHeader';
import { Spinner } from '../../ui/Spinner';
import * as pageStyles from '../../app/forms/Form.css';
import { addDays, STRIP_DAYS, stripStartFor, stripWindow } from './availability';
import { AvailabilityStrip } from './AvailabilityStrip';
import { formatDay } from './formatDay';
import { InstanceSummaryCard } from './InstanceSummaryCard';
import { InventoryTransactionForm } from './InventoryTransactionForm';
import { InventoryTransactionsTable } from './InventoryTransactionsTable';
import { inventoryMessages as im, productMessages as m } from './messages';
import * as styles from './Products.css';
import { SalePeriodsTable } from './SalePeriodsTable';
import { SaleStatusForm } from './SaleStatusForm';
import { useProductTexts } from './useProductTexts';

const InstanceInventoryRouteQuery = graphql`
  query InstanceInventoryRouteQuery(
    $idProduct: ID!, $idInstance: ID!, $txSkip: Int!, $txTake: Int!, $spSkip: Int!, $spTake: Int!
  ) {
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
  }
`;

/** The strip has its own query so moving it, or a failure of it, leaves the rest of the page alone. */
const InstanceInventoryRouteAvailabilityQuery = graphql`
  query InstanceInventoryRouteAvailabilityQuery($idProduct: ID!, $dateFrom: Date!, $dateTo: Date!) {
    checkAvailability(input: { productIds: [$idProduct], dateFrom: $dateFrom, dateTo: $dateTo }) {
      ...AvailabilityStrip_grid
    }
  }
`;

const PAGE_SIZE = 10;
const pageOf = (value: string | null) => Math.max(1, Number.parseInt(value ?? '', 10) || 1);

/**
 * /products/{id}/instances/{instanceId}/inventory: the instance, a form for a new inventory transaction, a form to
 * set the sale status over a range, a 31-day availability strip (checkAvailability for this product) and the
 * transactions and sale periods, newest first. After either form succeeds both queries reload, and the strip moves
 * to the changed range if it was showing other days, so the person sees the effect at once.
 */
export function InstanceInventoryRoute() {
  const { id = '', instanceId = '' } = useParams<{ id: string; instanceId: string }>();
  const [search, setSearch] = useSearchParams();
  const txPage = pageOf(search.get('transactions'));
  const spPage = pageOf(search.get('periods'));
  const setPage = (key: 'transactions' | 'periods') => (page: number) => setSearch((previous) => {
    const next = new URLSearchParams(previous);
    if (page > 1) next.set(key, String(page));
    else next.delete(key);
    return next;
  }, { replace: true });
  const [stripStart, setStripStart] = useState(() => todayIso());
  const main = useRouteQuery<RouteQuery>(InstanceInventoryRouteQuery, {
    idProduct: id, idInstance: instanceId, txSkip: (txPage - 1) * PAGE_SIZE, txTake: PAGE_SIZE,
    spSkip: (spPage - 1) * PAGE_SIZE, spTake: PAGE_SIZE,
  }, 'network-only');
  const strip = useRouteQuery<StripQuery>(InstanceInventoryRouteAvailabilityQuery, { idProduct: id, ...stripWindow(stripStart) }, 'network-only');
  const changed = (range: IsoDateRange) => {
    const start = stripStartFor(stripStart, range);
    if (start === stripStart) strip.refetch();
    else setStripStart(start);
    // Back to the first page of both lists, where the new row is (one address change: two would race).
    setSearch((previous) => {
      const next = new URLSearchParams(previous);
      next.delete('transactions');
      next.delete('periods');
      return next;
    }, { replace: true });
    main.refetch();
  };
  const controls: InventoryControls = {
    txPage, spPage, onTxPage: setPage('transactions'), onSpPage: setPage('periods'), onChanged: changed,
    strip: {
      start: stripStart, reference: strip.reference, onRetry: strip.refetch, resetKey: strip.resetKey,
      onMove: (days) => setStripStart((s) => (days === 0 ? todayIso() : addDays(s, days))),
    },
  };
  return (
    <section className={pageStyles.page}>
      <ListBoundary resetKey={main.resetKey} onRetry={main.refetch} fallback={<LoadingPage />}>
        {main.reference ? <InventoryScreen reference={main.reference} idProduct={id} controls={controls} /> : <LoadingPage />}
      </ListBoundary>
    </section>
  );
}

interface StripControls {
  start: string;
  reference: PreloadedQuery<StripQuery> | null | undefined;
  onRetry: () => void;
  resetKey: string;
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
          <StripCard idProductInstance={instance.idProductInstance} controls={controls.strip} />
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

function StripCard({ idProductInstance, controls }: { idProductInstance: string; controls: StripControls }) {
  const { t, intl } = useProductTexts();
  const { dateFrom, dateTo } = stripWindow(controls.start);
  const loading = <Spinner label={t(adminMessages.loadingList)} />;
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
        <ListBoundary resetKey={controls.resetKey} onRetry={controls.onRetry} fallback={loading}>
          {controls.reference ? <StripScreen reference={controls.reference} idProductInstance={idProductInstance} /> : loading}
        </ListBoundary>
      </div>
    </Card>
  );
}

function StripScreen({ reference, idProductInstance }: { reference: PreloadedQuery<StripQuery>; idProductInstance: string }) {
  const data = usePreloadedQuery<StripQuery>(InstanceInventoryRouteAvailabilityQuery, reference);
  return <AvailabilityStrip grid={data.checkAvailability} idProductInstance={idProductInstance} />;
}

import { todayIso } from '../../../app/format';
import { useCallback, useMemo } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useSearchParams } from 'wouter';
import type { PackageRouteQuery as RouteQuery } from '../../../__generated__/PackageRouteQuery.graphql';
import { navMessages } from '../../../app/messages';
import { ListBoundary } from '../../../app/list/ListBoundary';
import { MissingRecordPage } from '../../../app/pages/MissingRecordPage';
import { LoadingPage } from '../../../app/pages/LoadingPage';
import { useRouteQueryRef } from '../../../app/routeEntry';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { DatePicker } from '../../../ui/DatePicker';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../ui/icons';
import { InlineSpinner } from '../../../ui/InlineSpinner';
import { NumberField } from '../../../ui/NumberField';
import { PageHeader } from '../../../ui/PageHeader';
import { addDays, MAX_QUANTITY, PACKAGE_STRIP_DAYS as STRIP_DAYS, packageWindow } from '../availability/availabilityParams';
import * as gridStyles from '../availability/Availability.css';
import { availabilityMessages } from '../availability/messages';
import * as pageStyles from '../../../app/forms/Form.css';
import { useProductTexts } from '../catalog/useProductTexts';
import { packageMessages as m } from './messages';
import { PackageAvailabilityStrip } from './PackageAvailabilityStrip';
import { PackageDetails } from './PackageDetails';
import { PackageItinerary } from './PackageItinerary';
import * as styles from './Packages.css';

const PackageRouteQuery = graphql`
  query PackageRouteQuery($id: ID!, $availability: PackageAvailabilityInput!) @preloadable {
    getPackageById(id: $id) {
      idPackage
      code
      name
      durationDays
      ...PackageDetails_package
      ...PackageItinerary_package
    }
    getPackageAvailability(input: $availability) {
      ...PackageAvailabilityStrip_days
    }
  }
`;

/**
 * /products/packages/{id}: the package, its itinerary by day and what is free for the next 30 start dates. The
 * first start date and the number of packages live in the address (`?from=…&qty=…`).
 */
export function PackageRoute() {
  const today = useMemo(() => todayIso(), []);
  const [search, setSearch] = useSearchParams();
  const { from, quantity } = packageWindow(search, today);
  const setWindow = useCallback((next: { from?: string; quantity?: number }) => setSearch((previous) => {
    const params = new URLSearchParams(previous);
    if (next.from !== undefined) {
      if (next.from === today) params.delete('from');
      else params.set('from', next.from);
    }
    if (next.quantity !== undefined) {
      if (next.quantity === 1) params.delete('qty');
      else params.set('qty', String(next.quantity));
    }
    return params;
  }, { replace: true }), [setSearch, today]);
  const { reference, isPending, refetch } = useRouteQueryRef<RouteQuery>(PackageRouteQuery);
  return (
    <section className={pageStyles.page}>
      <ListBoundary resetKey={reference.variables.id} onRetry={refetch} fallback={<LoadingPage />}>
        <PackageScreen reference={reference} isPending={isPending} from={from} quantity={quantity} onWindow={setWindow} />
      </ListBoundary>
    </section>
  );
}

function PackageScreen({ reference, isPending, from, quantity, onWindow }: {
  reference: PreloadedQuery<RouteQuery>; isPending: boolean; from: string; quantity: number;
  onWindow: (next: { from?: string; quantity?: number }) => void;
}) {
  const { t, productBreadcrumbs, breadcrumbsLabel } = useProductTexts();
  const data = usePreloadedQuery<RouteQuery>(PackageRouteQuery, reference);
  const pkg = data.getPackageById;
  const packagesCrumb = { label: t(navMessages.packages), href: '/products/packages' };
  if (!pkg) {
    return (
      <MissingRecordPage title={t(navMessages.packages)} breadcrumbs={productBreadcrumbs(packagesCrumb)}
        breadcrumbsLabel={breadcrumbsLabel} listHref="/products/packages" />
    );
  }
  return (
    <>
      <PageHeader title={pkg.name} description={`${pkg.code} · ${t(m.days, { count: pkg.durationDays })}`}
        breadcrumbs={productBreadcrumbs(packagesCrumb, { label: pkg.name })} breadcrumbsLabel={breadcrumbsLabel} />
      <div className={styles.split}>
        <PackageDetails pkg={pkg} />
        <PackageItinerary pkg={pkg} />
      </div>
      <Card title={t(m.availability)}>
        <div className={styles.stack}>
          <p className={styles.muted}>{t(m.availabilityHelp)}</p>
          <div className={styles.stripControls}>
            <Button variant="secondary" aria-label={t(m.previous, { count: STRIP_DAYS })}
              onPress={() => onWindow({ from: addDays(from, -STRIP_DAYS) })}>
              <ChevronLeftIcon size={14} />
            </Button>
            <div className={styles.stripDate}>
              <DatePicker label={t(m.from)} value={from} onChange={(date) => date && onWindow({ from: date })} />
            </div>
            <div className={styles.stripQuantity}>
              <NumberField label={t(m.packagesWanted)} value={quantity} minValue={1} maxValue={MAX_QUANTITY}
                onChange={(n) => n != null && n >= 1 && onWindow({ quantity: n })} />
            </div>
            <Button variant="secondary" aria-label={t(m.next, { count: STRIP_DAYS })}
              onPress={() => onWindow({ from: addDays(from, STRIP_DAYS) })}>
              <ChevronRightIcon size={14} />
            </Button>
            <span className={gridStyles.status} aria-live="polite">
              {isPending && <><InlineSpinner muted />{t(availabilityMessages.updating)}</>}
            </span>
          </div>
          <div className={isPending ? gridStyles.pending : undefined} aria-busy={isPending}>
            <PackageAvailabilityStrip days={data.getPackageAvailability} quantity={reference.variables.availability.quantity ?? 1} />
          </div>
        </div>
      </Card>
    </>
  );
}

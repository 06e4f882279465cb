import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import type { BreadcrumbItem } from '../../ui/Breadcrumbs';
import { PageHeader, type PageHeaderProps } from '../../ui/PageHeader';
import { adminMessages } from '../list/adminMessages';
import { ListBoundary } from '../list/ListBoundary';
import { MissingRecord } from '../list/MissingRecord';
import { LoadingPage } from '../pages/LoadingPage';
import { useRouteQueryRef } from '../routeEntry';
import * as styles from './Form.css';

/** An edit route's record in the route's answer, and the list a missing one (gone, another OU's) leads back to. */
export interface EditedRecord<Q extends OperationType, R> {
  record: (data: Q['response']) => R | null | undefined;
  listHref: string;
}

interface Props<Q extends OperationType, R> extends Omit<PageHeaderProps, 'title' | 'breadcrumbs' | 'breadcrumbsLabel'> {
  /** The route's query (declared in the area's routes.ts): read from the navigation, so a form starts from what the server holds now. */
  query: GraphQLTaggedNode;
  title: string;
  /** The breadcrumbs up to the page (Home › the area › …); the page's title ends them. */
  trail: readonly BreadcrumbItem[];
  /** Set on an edit route (/{id}/edit); a create route has none. */
  edit?: EditedRecord<Q, R> | null;
  /** The form (and the panels beside it) from the answer and the edited record (null on a create route). */
  children: (data: Q['response'], record: R | null) => ReactNode;
}

/**
 * A form route's frame (issue 20): the page header with its title and breadcrumbs, then, below a boundary that shows
 * the loading page and a failed load with Retry, the form from the route's query; an edit route whose record is
 * missing says so with a way back to its list.
 */
export function FormRoute<Q extends OperationType, R = never>({ query, trail, edit, children, ...header }: Props<Q, R>) {
  const { formatMessage } = useIntl();
  const { reference, refetch, resetKey } = useRouteQueryRef<Q>(query);
  return (
    <section className={styles.page}>
      <PageHeader {...header} breadcrumbs={[...trail, { label: header.title }]} breadcrumbsLabel={formatMessage(adminMessages.breadcrumbs)} />
      <ListBoundary resetKey={resetKey} onRetry={refetch} fallback={<LoadingPage />}>
        <FormScreen reference={reference} query={query} edit={edit}>{children}</FormScreen>
      </ListBoundary>
    </section>
  );
}

function FormScreen<Q extends OperationType, R>({ reference, query, edit, children }:
  Pick<Props<Q, R>, 'query' | 'edit' | 'children'> & { reference: PreloadedQuery<Q> }) {
  const data = usePreloadedQuery<Q>(query, reference);
  if (!edit) return children(data, null);
  const record = edit.record(data);
  return record ? children(data, record) : <MissingRecord listHref={edit.listHref} />;
}

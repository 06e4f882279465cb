import { Fragment, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { useParams } from 'wouter';
import type { BreadcrumbItem } from '../../ui/Breadcrumbs';
import { FormRoute } from './FormRoute';

interface Props<Q extends OperationType, R> {
  /** The route's query (declared in the area's routes.ts). */
  query: GraphQLTaggedNode;
  /** The page's title on /new and on /{id}/edit (an area's messages name them so). */
  titles: { newTitle: MessageDescriptor; editTitle: MessageDescriptor };
  /** The breadcrumbs up to the page; its title ends them. */
  trail: readonly BreadcrumbItem[];
  /** The edited record in the route's answer. */
  record: (data: Q['response']) => R | null | undefined;
  /** The list the form comes from: where a missing record leads back to. */
  listHref: string;
  /** The header's actions on /{id}/edit (e.g. the record's history). */
  actions?: (id: string) => ReactNode;
  /** The form from the answer and the edited record (null on /new). */
  children: (data: Q['response'], record: R | null) => ReactNode;
}

/**
 * A record's form route on both its addresses, /new and /{id}/edit: the address's id says which, and so the title and
 * whether the form starts from a saved record (FormRoute shows a missing one as such). Another record's address starts
 * the form afresh (keyed by the id), not from the last record's edits.
 */
export function RecordFormRoute<Q extends OperationType, R>({ titles, record, listHref, actions, children, ...rest }: Props<Q, R>) {
  const { formatMessage } = useIntl();
  const { id } = useParams<{ id?: string }>();
  return (
    <FormRoute<Q, R> {...rest} title={formatMessage(id ? titles.editTitle : titles.newTitle)} actions={id && actions?.(id)}
      edit={id ? { record, listHref } : null}>
      {(data, saved) => <Fragment key={id ?? 'new'}>{children(data, saved)}</Fragment>}
    </FormRoute>
  );
}

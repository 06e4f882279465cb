import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { useParams } from 'wouter';
import type { BreadcrumbItem } from '../../ui/Breadcrumbs';
import { FormRoute } from './FormRoute';

interface Props<Q extends OperationType, R> {
  /** The route's query (declared in the area's routes.ts). */
  query: GraphQLTaggedNode;
  /** The page's title on /new and on /{id}/edit. */
  titles: { create: MessageDescriptor; edit: MessageDescriptor };
  /** The trail, ending with the page's title. */
  breadcrumbs: (title: string) => readonly BreadcrumbItem[];
  breadcrumbsLabel: string;
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
 * whether the form starts from a saved record (FormRoute shows a missing one as such).
 */
export function RecordFormRoute<Q extends OperationType, R>({ titles, breadcrumbs, record, listHref, actions, ...rest }: Props<Q, R>) {
  const { formatMessage } = useIntl();
  const { id } = useParams<{ id?: string }>();
  const title = formatMessage(id ? titles.edit : titles.create);
  return (
    <FormRoute<Q, R> {...rest} title={title} breadcrumbs={breadcrumbs(title)} actions={id && actions?.(id)}
      edit={id ? { record, listHref } : null} />
  );
}

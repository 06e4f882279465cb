import type { BreadcrumbItem } from '../../ui/Breadcrumbs';
import { PageHeader } from '../../ui/PageHeader';
import { MissingRecord } from '../list/MissingRecord';

/** A record's page when the record is gone or lies outside the caller's OU: its heading and trail, then the way back. */
export function MissingRecordPage({ title, breadcrumbs, breadcrumbsLabel, listHref }: {
  title: string;
  breadcrumbs: readonly BreadcrumbItem[];
  breadcrumbsLabel: string;
  /** The list the Back button returns to. */
  listHref: string;
}) {
  return (
    <>
      <PageHeader title={title} breadcrumbs={breadcrumbs} breadcrumbsLabel={breadcrumbsLabel} />
      <MissingRecord listHref={listHref} />
    </>
  );
}

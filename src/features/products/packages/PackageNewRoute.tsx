import { navMessages } from '../../../app/messages';
import { PageHeader } from '../../../ui/PageHeader';
import * as styles from '../../../app/forms/Form.css';
import { useProductTexts } from '../catalog/useProductTexts';
import { packageMessages as m } from './messages';
import { PackageForm } from './PackageForm';

/** /products/packages/new. The form needs nothing from the server up front: its pickers search as the person types. */
export function PackageNewRoute() {
  const { t, productBreadcrumbs, breadcrumbsLabel } = useProductTexts();
  const title = t(m.newTitle);
  return (
    <section className={styles.page}>
      <PageHeader title={title} breadcrumbsLabel={breadcrumbsLabel}
        breadcrumbs={productBreadcrumbs({ label: t(navMessages.packages), href: '/products/packages' }, { label: title })} />
      <PackageForm />
    </section>
  );
}

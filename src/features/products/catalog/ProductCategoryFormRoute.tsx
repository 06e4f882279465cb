import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useParams } from 'wouter';
import type { ProductCategoryFormRouteQuery as RouteQuery } from '../../../__generated__/ProductCategoryFormRouteQuery.graphql';
import { navMessages } from '../../../app/messages';
import { ListBoundary } from '../../../app/list/ListBoundary';
import { MissingRecord } from '../../../app/list/MissingRecord';
import { LoadingPage } from '../../../app/pages/LoadingPage';
import { useRouteQueryRef } from '../../../app/routeEntry';
import { PageHeader } from '../../../ui/PageHeader';
import * as styles from '../../../app/forms/Form.css';
import { categoryMessages as m } from './messages';
import { ProductCategoryForm } from './ProductCategoryForm';
import { useProductTexts } from './useProductTexts';

/** The category and the type catalog its form picks from, in one request. */
const ProductCategoryFormRouteQuery = graphql`
  query ProductCategoryFormRouteQuery($id: ID!, $isEdit: Boolean!) @preloadable {
    getProductCategoryById(id: $id) @include(if: $isEdit) {
      idProductCategory
      ...ProductCategoryForm_category
    }
    ...ProductCategoryForm_catalogs
  }
`;

/** /products/categories/new and /products/categories/{id}/edit. */
export function ProductCategoryFormRoute() {
  const { t, productBreadcrumbs, breadcrumbsLabel } = useProductTexts();
  const { id } = useParams<{ id?: string }>();
  const { reference, refetch } = useRouteQueryRef<RouteQuery>(ProductCategoryFormRouteQuery);
  const title = t(id ? m.editTitle : m.newTitle);
  return (
    <section className={styles.page}>
      <PageHeader title={title} breadcrumbsLabel={breadcrumbsLabel}
        breadcrumbs={productBreadcrumbs({ label: t(navMessages.categories), href: '/products/categories' }, { label: title })} />
      <ListBoundary resetKey={id ?? 'new'} onRetry={refetch} fallback={<LoadingPage />}>
        <FormScreen reference={reference} />
      </ListBoundary>
    </section>
  );
}

function FormScreen({ reference }: { reference: PreloadedQuery<RouteQuery> }) {
  const data = usePreloadedQuery<RouteQuery>(ProductCategoryFormRouteQuery, reference);
  if (reference.variables.isEdit && !data.getProductCategoryById) return <MissingRecord listHref="/products/categories" />;
  return (
    <ProductCategoryForm key={data.getProductCategoryById?.idProductCategory ?? 'new'} catalogs={data}
      category={data.getProductCategoryById ?? null} />
  );
}

import { useState, type ReactNode } from 'react';
import type { ProductSectionPage_product$key } from '../../__generated__/ProductSectionPage_product.graphql';
import { ProductSectionForm } from './ProductSectionPage';
import { useFormProblems } from './useFormProblems';

/**
 * A section that is one list of ids chosen among the OU's (categories, features, subfeature items): updateProduct
 * with that list only. The server's message about the list (e.g. an item an instance is described by) shows under it.
 */
export function ProductChoicesSection({ product, field, savedIds, title, description, children }: {
  product: ProductSectionPage_product$key;
  field: 'categoryIds' | 'featureIds' | 'subfeatureItemIds';
  savedIds: readonly string[];
  title: string;
  description: string;
  /** The checkboxes, given what is chosen now and where a change goes. */
  children: (selectedIds: readonly string[], onChange: (ids: string[]) => void) => ReactNode;
}) {
  const [ids, setIds] = useState(() => [...savedIds]);
  const problems = useFormProblems(() => ({}));
  return (
    <ProductSectionForm product={product} title={title} description={description} problems={problems}
      input={() => ({ [field]: ids })} listPath={field}>
      {children(ids, (next) => {
        setIds(next);
        problems.edited(field);
      })}
    </ProductSectionForm>
  );
}

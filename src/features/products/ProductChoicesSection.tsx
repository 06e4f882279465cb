import { useState, type ComponentType } from 'react';
import type { MessageDescriptor } from 'react-intl';
import type { GraphQLTaggedNode } from 'relay-runtime';
import { productSectionRoute, ProductSectionForm, type ProductSectionFormInput, type SectionOperation } from './ProductSectionPage';
import { useFormProblems } from './useFormProblems';
import { useProductTexts } from './useProductTexts';

/** A choices section: its list field, its words, the ids the product has saved, and the checkboxes it offers. */
export interface ChoicesSection<T extends SectionOperation> {
  field: 'categoryIds' | 'featureIds' | 'subfeatureItemIds';
  title: MessageDescriptor;
  help: MessageDescriptor;
  savedIds: (product: ProductSectionFormInput<T>['product']) => readonly string[];
  Choices: ComponentType<{ query: T['response']; selectedIds: readonly string[]; onChange: (ids: string[]) => void }>;
}

/**
 * The route of a section that is one list of ids chosen among the OU's (/products/{id}/categories, /features,
 * /subfeatures): updateProduct with that list only. The server's message about the list (e.g. an item an instance is
 * described by) shows under it.
 */
export function choicesSectionRoute<T extends SectionOperation>(query: GraphQLTaggedNode, section: ChoicesSection<T>) {
  const { field, title, help, savedIds, Choices } = section;
  function ChoicesForm({ product, query: data }: ProductSectionFormInput<T>) {
    const { t } = useProductTexts();
    const [ids, setIds] = useState(() => [...savedIds(product)]);
    const problems = useFormProblems(() => ({}));
    return (
      <ProductSectionForm product={product} title={t(title)} description={t(help)} problems={problems}
        input={() => ({ [field]: ids })} listPath={field}>
        <Choices query={data} selectedIds={ids} onChange={(next) => {
          setIds(next);
          problems.edited(field);
        }} />
      </ProductSectionForm>
    );
  }
  return productSectionRoute<T>(query, title, ChoicesForm);
}

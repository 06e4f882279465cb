import type { ComponentType, ReactNode } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { useLocation } from 'wouter';
import type { ProductSectionPage_product$key } from '../../__generated__/ProductSectionPage_product.graphql';
import type { useProductUpdateMutation as UpdateMutation } from '../../__generated__/useProductUpdateMutation.graphql';
import { commitAsync } from '../../app/graphqlErrors';
import { RecordForm } from '../../app/forms/RecordForm';
import { MissingRecordPage } from '../../app/pages/MissingRecordPage';
import { RoutePage } from '../../app/pages/RoutePage';
import { FormSection } from '../../ui/FormSection';
import { PageHeader } from '../../ui/PageHeader';
import * as pageStyles from '../../app/forms/Form.css';
import { productMessages as m } from './messages';
import { useProductUpdateMutation } from './mutations/useProductUpdateMutation';
import type { useFormProblems } from './useFormProblems';
import { useProductTexts } from './useProductTexts';

/**
 * What every section route's query answers: the product, spreading ProductSectionPage_product (the page's title and
 * trail read it) beside its section's own fragment.
 */
export interface SectionOperation extends OperationType {
  response: { readonly getProductById: ProductSectionPage_product$key | null | undefined };
}

/** What a section's form gets: the product and the whole answer of its route's query (for the choices it offers). */
export interface ProductSectionFormInput<T extends SectionOperation> {
  product: NonNullable<T['response']['getProductById']>;
  query: T['response'];
}

/**
 * A section route (/products/{id}/edit, /categories, /features, /subfeatures, /identifications, /instances): reads
 * the query its route declares (routeQueries.ts `productSectionQuery`: from the network, a section page must start
 * from what is saved), shows Home › Products › product › section, and renders the section's form once the product
 * is there.
 */
export function productSectionRoute<T extends SectionOperation>(
  query: GraphQLTaggedNode, section: MessageDescriptor, Form: ComponentType<ProductSectionFormInput<T>>,
) {
  return function ProductSectionRoute() {
    const { t } = useProductTexts();
    return (
      <RoutePage<T> query={query} className={pageStyles.page}>
        {(reference) => <SectionScreen query={query} reference={reference} section={t(section)} Form={Form} />}
      </RoutePage>
    );
  };
}

function SectionScreen<T extends SectionOperation>({ query, reference, section, Form }: {
  query: GraphQLTaggedNode; reference: PreloadedQuery<T>; section: string; Form: ComponentType<ProductSectionFormInput<T>>;
}) {
  const { t, breadcrumbs, breadcrumbsLabel } = useProductTexts();
  const data = usePreloadedQuery<T>(query, reference);
  const product = data.getProductById;
  if (!product) {
    return (
      <MissingRecordPage title={t(m.unknownRecord)} breadcrumbs={breadcrumbs({ label: t(m.unknownRecord) })}
        breadcrumbsLabel={breadcrumbsLabel} listHref="/products" />
    );
  }
  return (
    <SectionHeader product={product} section={section}>
      <Form product={product} query={data} />
    </SectionHeader>
  );
}

/** Home › Products › product › section, the product's name as the title, above the section's form. */
function SectionHeader({ product, section, children }: { product: ProductSectionPage_product$key; section: string; children: ReactNode }) {
  const { breadcrumbs, breadcrumbsLabel } = useProductTexts();
  const { idProduct, name } = useSavedBasics(product);
  return (
    <>
      <PageHeader title={name} breadcrumbs={breadcrumbs({ label: name, href: `/products/${idProduct}` }, { label: section })}
        breadcrumbsLabel={breadcrumbsLabel} />
      {children}
    </>
  );
}

/**
 * The required basic fields as saved. updateProduct reads them on every call (a missing one is a field error, not
 * "unchanged"); only the optional fields and the lists may be left out. So a section sends them as saved, plus its
 * own list; the basic information section starts its fields from them.
 */
export function useSavedBasics(product: ProductSectionPage_product$key) {
  return useFragment(
    graphql`
      fragment ProductSectionPage_product on Product {
        idProduct
        code
        name
        shortName
        idProductType
        idProductUnit
        idSupplier
      }
    `,
    product,
  );
}

export interface ProductSectionFormProps {
  /** The saved product (its section route's query spreads ProductSectionPage_product). */
  product: ProductSectionPage_product$key;
  title: string;
  description?: string;
  problems: ReturnType<typeof useFormProblems>;
  /** The section's part of ProductInput (e.g. { categoryIds }); everything it leaves out stays as it is. */
  input: () => Partial<UpdateMutation['variables']['data']>;
  /** False when the children bring their own titled FormSection (the basic information fields). */
  sectioned?: boolean;
  /** The input field of the section's list, whose server message (e.g. an instance in use) shows under it. */
  listPath?: string;
  children: ReactNode;
}

/**
 * The form of one section: Save sends updateProduct with only that section set, then goes back to the product's
 * view; the server's field messages land on their fields and focus goes to the first problem.
 */
export function ProductSectionForm({ product, title, description, problems, input, sectioned = true, listPath, children,
}: ProductSectionFormProps) {
  const { t } = useProductTexts();
  const [, navigate] = useLocation();
  const saved = useSavedBasics(product);
  const { idProduct } = saved;
  const [updateProduct] = useProductUpdateMutation();
  const back = `/products/${idProduct}`;

  const submit = problems.handleSubmit({
    save: () => {
      const { code, name, shortName, idProductType, idProductUnit, idSupplier } = saved;
      return commitAsync(updateProduct, {
        variables: { data: { idProduct, code, name, shortName, idProductType, idProductUnit, idSupplier, ...input() } },
      });
    },
    saved: t(m.updated),
    failed: t(m.updateFailed),
    onSaved: () => navigate(back),
  });


  return (
    <RecordForm form={problems} onSubmit={submit} label={title} cancelHref={back} cancelLabel={t(m.backToProduct)} isEdit>
      {sectioned ? <FormSection title={title} description={description} columns={1}>{children}</FormSection> : children}
      {listPath && problems.errorUnder(listPath) && (
        <p role="alert" className={pageStyles.listError}>{problems.errorUnder(listPath)}</p>
      )}
    </RecordForm>
  );
}

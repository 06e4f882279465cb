import { graphql } from 'react-relay';
import type { AdvanceFormRouteQuery as RouteQuery } from '../../../__generated__/AdvanceFormRouteQuery.graphql';
import { FormRoute } from '../../../app/forms/FormRoute';
import { AdvanceForm } from './AdvanceForm';
import { advanceMessages as m } from './messages';
import { useAdvanceTexts } from './useAdvanceTexts';

const AdvanceFormRouteQuery = graphql`
  query AdvanceFormRouteQuery @preloadable {
    ...AdvanceForm_options
  }
`;

/** /cashier-transaction/payment/advances/new: takes a customer's advance in the cashier's open day. */
export function AdvanceFormRoute() {
  const { t, breadcrumbs } = useAdvanceTexts();
  return (
    <FormRoute<RouteQuery> query={AdvanceFormRouteQuery} title={t(m.formTitle)} description={t(m.formDescription)} trail={breadcrumbs()}>
      {(data) => <AdvanceForm options={data} />}
    </FormRoute>
  );
}

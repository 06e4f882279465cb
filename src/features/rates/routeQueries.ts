import checkRatesQuery from '../../__generated__/CheckRatesRouteQuery$parameters';
import checkRatesResultsQuery from '../../__generated__/CheckRatesRouteResultsQuery$parameters';
import rateFeatureFormQueryNode from '../../__generated__/RateFeatureFormRouteQuery$parameters';
import rateFormQueryNode from '../../__generated__/RateFormRouteQuery$parameters';
import rateFeaturesQuery from '../../__generated__/RateFeaturesListRouteQuery$parameters';
import rateSubfeatureFormQueryNode from '../../__generated__/RateSubfeatureFormRouteQuery$parameters';
import rateSubfeaturesQuery from '../../__generated__/RateSubfeaturesListRouteQuery$parameters';
import ratesQuery from '../../__generated__/RatesListRouteQuery$parameters';
import { listRouteQuery } from '../../app/listQuery';
import { oneOf, toSearchInput } from '../../app/listSearch';
import type { RouteQuery } from '../../app/routeTable';
import { isAskable, parseRateQuestion, toCheckRatesInput } from './check/checkParams';

/* The rates area's route queries: a list's variables from the address with its screen's defaults, a form's from its id. */
export const RATE_STATES = ['enabled', 'disabled'] as const;
const byOrder = { sort: { column: 'order', direction: 'ascending' } } as const;

export const ratesListQuery = listRouteQuery(ratesQuery, { sort: { column: 'updatedAt', direction: 'descending' } }, (list) => {
  const state = oneOf(list.filters.state, RATE_STATES);
  return {
    input: {
      ...toSearchInput(list), idProduct: list.filters.product ?? null, idEntity: list.filters.customer ?? null,
      enabled: state == null ? null : state === 'enabled',
    },
  };
});
export const rateFeaturesListQuery = listRouteQuery(rateFeaturesQuery, byOrder);
export const rateSubfeaturesListQuery = listRouteQuery(rateSubfeaturesQuery, byOrder, (list) => ({
  input: { ...toSearchInput(list), idTypeSubfeature: list.filters.feature ?? null },
}));

/** Search rates: the form's catalogs and the names of the product and customer its address names. */
export const checkRatesQueryOf: RouteQuery = {
  query: checkRatesQuery,
  variables: (_, search) => {
    const { idProduct, idEntity } = parseRateQuestion(search);
    return { idProduct: idProduct ?? '', withProduct: idProduct != null, idEntity: idEntity ?? '', withEntity: idEntity != null };
  },
};

/**
 * Search rates' answer to the question in the address, beside the form's query: before a product and a date are
 * chosen the field is skipped (nothing is asked that the server would refuse); always from the server.
 */
export const checkRatesResultsQueryOf: RouteQuery = {
  query: checkRatesResultsQuery,
  variables: (_, search) => {
    const question = parseRateQuestion(search);
    return { input: toCheckRatesInput(question), asked: isAskable(question) };
  },
  fetchPolicy: 'network-only',
};

/** A form's query: the record when the address names one (`isEdit`), always from the server (a form starts from now). */
const formQuery = (query: RouteQuery['query']) => (isEdit: boolean): RouteQuery => ({
  query, variables: ({ id }) => ({ id: isEdit ? id : '', isEdit }), fetchPolicy: 'network-only',
});
export const rateFormQuery = formQuery(rateFormQueryNode);
export const rateFeatureFormQuery = formQuery(rateFeatureFormQueryNode);
export const rateSubfeatureFormQuery = formQuery(rateSubfeatureFormQueryNode);

import type { BreadcrumbItem } from '../../../ui/Breadcrumbs';
import { useRateTexts } from '../useRateTexts';
import { rateCatalogMessages as m } from './messages';

/** Breadcrumbs of the rate feature and subfeature screens: Home › Rates › Features (or Subfeatures) › … */
export function useRateCatalogTexts() {
  const texts = useRateTexts();
  const { t, rateBreadcrumbs } = texts;
  return {
    ...texts,
    featureBreadcrumbs: (...trail: BreadcrumbItem[]) =>
      rateBreadcrumbs({ label: t(m.featuresCrumb), href: '/rates/features' }, ...trail),
    subfeatureBreadcrumbs: (...trail: BreadcrumbItem[]) =>
      rateBreadcrumbs({ label: t(m.subfeaturesCrumb), href: '/rates/subfeatures' }, ...trail),
  };
}

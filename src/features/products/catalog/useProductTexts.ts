import { navMessages } from '../../../app/messages';
import { useAreaTexts } from '../../../app/useAreaTexts';

/** Breadcrumb trails and problem texts of the product catalog, package and availability screens. */
export function useProductTexts() {
  const { breadcrumbs, ...texts } = useAreaTexts({ label: navMessages.products, href: '/products' });
  /** Home › Products › ...trail (the last item is the current page). */
  return { ...texts, productBreadcrumbs: breadcrumbs };
}

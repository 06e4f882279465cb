import { navMessages } from '../../../app/messages';
import { featureKindMessages } from './messages';
import type { FeatureKind } from './validation';

/**
 * Features and subfeatures have the same shape in the schema (ProductFeature); only their operations, addresses and
 * texts differ, so one list and one form serve both, parameterised by this.
 */
export const FEATURE_KINDS = {
  feature: { listPath: '/products/features', crumb: navMessages.features, texts: featureKindMessages.feature },
  subfeature: { listPath: '/products/subfeatures', crumb: navMessages.subfeatures, texts: featureKindMessages.subfeature },
} as const satisfies Record<FeatureKind, unknown>;

/** The FEATURE_TYPE value a new item of this kind starts with, when the catalog has it. */
export const DEFAULT_FEATURE_TYPE_CODE: Record<FeatureKind, string | null> = { feature: null, subfeature: 'VARIANT' };

/** The FEATURE_ITEM_TYPE value a new item starts with, when the catalog has it. */
export const DEFAULT_ITEM_TYPE_CODE = 'TEXT';

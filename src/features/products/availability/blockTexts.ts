import type { MessageDescriptor } from 'react-intl';
import type { Block } from '../../../app/availabilityCells';
import { availabilityMessages as m } from './messages';

/** Each block reason's name (legend, tooltip) and its abbreviation (inside a grid cell). */
export const BLOCK_TEXTS: Record<Block, { label: MessageDescriptor; abbr: MessageDescriptor }> = {
  STOP_SALE: { label: m.blockStopSale, abbr: m.abbrStopSale },
  ON_REQUEST: { label: m.blockOnRequest, abbr: m.abbrOnRequest },
  RELEASE_PERIOD: { label: m.blockReleasePeriod, abbr: m.abbrReleasePeriod },
  NO_CAPACITY: { label: m.blockNoCapacity, abbr: m.abbrNoCapacity },
  INSUFFICIENT: { label: m.blockInsufficient, abbr: m.abbrInsufficient },
  INACTIVE: { label: m.blockInactive, abbr: m.abbrInactive },
};

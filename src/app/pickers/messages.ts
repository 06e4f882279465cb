import { defineMessages } from '../defineMessages';

/** The product picker's own words (availability, packages and reports use it). */
export const pickerMessages = defineMessages({
  noProducts: { id: 'availability.picker.noProducts', defaultMessage: 'No products found', description: 'Product picker with no results (SPEC.md section 8)' },
  searchFailed: { id: 'availability.picker.searchFailed', defaultMessage: 'Error searching products', description: 'Product picker failure (SPEC.md section 8)' },
});

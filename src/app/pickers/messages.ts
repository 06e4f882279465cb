import { defineMessages } from '../defineMessages';

/** The product picker's own words (availability, packages and reports use it). */
export const pickerMessages = defineMessages({
  noProducts: 'availability.picker.noProducts',
  searchFailed: 'availability.picker.searchFailed',
});

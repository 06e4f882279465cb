import { style } from '@vanilla-extract/css';
import { input } from './Field.css';

export const textArea = style([input, { resize: 'vertical', lineHeight: 1.5, minHeight: '72px' }]);

import { style } from '@vanilla-extract/css';
import { pageHeaderRules } from './PageHeader.rules';
import { vars } from './theme.css';

export const header = style(pageHeaderRules.header);

export const row = style(pageHeaderRules.row);

export const titles = style(pageHeaderRules.titles);

export const title = style(pageHeaderRules.title);

export const description = style(pageHeaderRules.description);

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

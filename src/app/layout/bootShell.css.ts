import { globalStyle } from '@vanilla-extract/css';
import { pageHeaderRules } from '../../ui/PageHeader.rules';
import { vars } from '../../ui/theme.css';
import { frameRules } from './frameRules';

/**
 * The frame and heading the server draws in a page's HTML before the app runs (server/src/pagePreloads.ts writes the
 * markup with these class names). Made of the same rules as the app's frame and page header, and in the entry's style
 * sheet, which the page already waits for: the heading stands where the page's own will, and nothing moves when
 * React puts the page in its place.
 */
globalStyle('.td-boot-sidebar', frameRules.sidebar);
globalStyle('.td-boot-topbar', frameRules.topBar);
/** The menu button's place, left of the product's name. */
globalStyle('.td-boot-menu', { ...frameRules.topBarButton, flex: 'none' });
globalStyle('.td-boot-brand', frameRules.topBarTitle);
globalStyle('.td-boot-main', frameRules.main);
globalStyle('.td-boot-content', frameRules.content);
globalStyle('.td-boot-header', pageHeaderRules.header);
/** The breadcrumbs' line (src/ui/Breadcrumbs.css.ts), empty until the app fills it. */
globalStyle('.td-boot-crumbs', { fontSize: vars.font.sizeSm, height: `calc(${vars.font.lineHeight} * 1em)` });
globalStyle('.td-boot-row', pageHeaderRules.row);
globalStyle('.td-boot-titles', pageHeaderRules.titles);
globalStyle('.td-boot-title', pageHeaderRules.title);
globalStyle('.td-boot-description', pageHeaderRules.description);

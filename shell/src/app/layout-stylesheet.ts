import { linkedStylesheet } from '@worldatlas/design-system';
import { COLOR_MODE_CLASSES } from '../layout/ColorModeToggle/ColorModeToggle';
import { FOOTER_CLASSES } from '../layout/Footer/Footer';
import { HEADER_CLASSES } from '../layout/Header/Header';
import { LANGUAGE_MENU_CLASSES } from '../layout/LanguageMenu/LanguageMenu';
import { LAYOUT_CLASSES } from './Layout';

/**
 * The CSS of what every page has around its content (the layout, header, language menu, colour mode
 * buttons and footer: their `linked` classes), which the host's build writes into the stylesheet
 * every page links, so a page carries only its content's CSS. @returns CSS text.
 */
export const layoutStylesheet = (): string => linkedStylesheet(LAYOUT_CLASSES, HEADER_CLASSES, LANGUAGE_MENU_CLASSES, COLOR_MODE_CLASSES, FOOTER_CLASSES);

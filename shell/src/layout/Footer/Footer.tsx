import { type ClassStyles, defineClasses, useLocale } from '@worldatlas/design-system';
import { defineMessages, type Message } from '@worldatlas/i18n';
import { href as siteHref } from '@worldatlas/routing';
import { Mail, MapPin, Phone } from 'lucide-react';
import { intlFor } from '../../i18n';

const MESSAGES = defineMessages({
  location: { id: 'shell.footer.location', defaultMessage: 'Location', description: 'The heading of the footer’s postal address.' },
  address: { id: 'shell.footer.address', defaultMessage: '12 Meridian Road, Greenwich, London', description: 'The postal address in London, as a visitor of this language would write it.' },
  phone: { id: 'shell.footer.phone', defaultMessage: 'Phone', description: 'The heading of the footer’s telephone number.' },
  email: { id: 'shell.footer.email', defaultMessage: 'E-mail', description: 'The heading of the footer’s e-mail address.' },
  navigation: { id: 'shell.footer.navigation', defaultMessage: 'Footer', description: 'The name of the footer’s links, read by screen readers.' },
  home: { id: 'shell.footer.home', defaultMessage: 'Home', description: 'A footer link to the landing page.' },
  social: { id: 'shell.footer.social', defaultMessage: 'Social', description: 'A footer link to the site’s community elsewhere.' },
  source: { id: 'shell.footer.source', defaultMessage: 'Source Code', description: 'A footer link to where the countries data comes from.' },
  contact: { id: 'shell.footer.contact', defaultMessage: 'Contact', description: 'A footer link to the contact form.' },
  copyright: { id: 'shell.footer.copyright', defaultMessage: '© {year} WorldAtlas', description: 'The copyright line: the current year, and the product’s name, which stays WorldAtlas.' },
});

/** Static contact items: location, phone and e-mail, each with its icon and, where a device can act on it, its link; the phone and e-mail are data. */
const CONTACT_ITEMS: readonly { label: Message; text: Message | string; href?: string; Icon: typeof MapPin }[] = [
  { label: MESSAGES.location, text: MESSAGES.address, Icon: MapPin },
  { label: MESSAGES.phone, text: '+44 20 7946 0000', href: 'tel:+442079460000', Icon: Phone },
  { label: MESSAGES.email, text: 'hello@worldatlas.example', href: 'mailto:hello@worldatlas.example', Icon: Mail },
];

const SOCIAL_URL = 'https://www.openstreetmap.org/';
const SOURCE_URL = 'https://www.npmjs.com/package/world-countries';

// Classes, not Chakra components: the footer is rendered with every page not in the cache (see Header).
/** The classes of this part of every page: in the stylesheet every page links (`linked`, layout-stylesheet.ts). */
export const FOOTER_CLASSES = {
  footer: { borderTopWidth: '1px', bg: 'bg.subtle', mt: 'auto' },
  container: { recipe: 'container', css: { maxW: '6xl', py: 'page' } },
  items: { display: 'grid', gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' }, gap: '4', listStyleType: 'none', m: '0', p: '0' },
  item: { display: 'flex', gap: '3', alignItems: 'flex-start' },
  icon: { display: 'flex', flexShrink: '0', boxSize: '9', alignItems: 'center', justifyContent: 'center', borderRadius: 'full', bg: 'brand.subtle', color: 'brand.fg' },
  label: { fontWeight: 'semibold' },
  contactLink: {
    recipe: 'link',
    variants: { variant: 'underline' },
    // The brand's colours named, not set as the palette: a palette writes its 19 variables into every page.
    // A phone number and an e-mail address run left to right on a right-to-left page too (+44 …, not … 44+).
    css: {
      color: 'brand.fg', focusRingColor: 'brand.focusRing', fontWeight: 'medium', textDecorationColor: 'currentColor/60', _hover: { textDecorationColor: 'currentColor' },
      direction: 'ltr', unicodeBidi: 'isolate',
    },
  },
  bottom: { display: 'flex', flexDirection: { base: 'column', md: 'row' }, justifyContent: 'space-between', mt: '6', gap: '3' },
  links: { display: 'flex', flexDirection: 'row', gap: '5' },
  link: { recipe: 'link' },
} satisfies ClassStyles;
const useClasses = defineClasses(FOOTER_CLASSES, { linked: true });

/**
 * Site footer, in the page's language: contact items (phone and e-mail as `tel:` and `mailto:` links, which look like links:
 * the brand's link colour, underlined, with the link recipe's focus ring), a copyright line with the
 * current year, and the footer links.
 */
export function Footer() {
  const classes = useClasses();
  const intl = intlFor(useLocale());
  return (
    <footer className={classes.footer}>
      <div className={classes.container}>
        <ul className={classes.items}>
          {CONTACT_ITEMS.map(({ label, text, href, Icon }) => (
            <li key={label.id} className={classes.item}>
              <span className={classes.icon}>
                <Icon size={18} aria-hidden="true" focusable="false" />
              </span>
              <div>
                <p className={classes.label}>{intl.formatMessage(label)}</p>
                {typeof text === 'string' ? (
                  <a href={href} className={classes.contactLink}>
                    {/* Data, the same in every language: isolated from the text around it. */}
                    <bdi>{text}</bdi>
                  </a>
                ) : (
                  <p>{intl.formatMessage(text)}</p>
                )}
              </div>
            </li>
          ))}
        </ul>
        <div className={classes.bottom}>
          {/* The year as an element of its own: the line's HTML is the one plain text around it makes. */}
          <p>{intl.formatMessage(MESSAGES.copyright, { year: <>{new Date().getFullYear()}</> })}</p>
          <nav aria-label={intl.formatMessage(MESSAGES.navigation)} className={classes.links}>
            <a href={siteHref('home')} className={classes.link}>{intl.formatMessage(MESSAGES.home)}</a>
            <a href={SOCIAL_URL} target="_blank" rel="noopener noreferrer" className={classes.link}>{intl.formatMessage(MESSAGES.social)}</a>
            <a href={SOURCE_URL} target="_blank" rel="noopener noreferrer" className={classes.link}>{intl.formatMessage(MESSAGES.source)}</a>
            <a href={siteHref('contact')} className={classes.link}>{intl.formatMessage(MESSAGES.contact)}</a>
          </nav>
        </div>
      </div>
    </footer>
  );
}

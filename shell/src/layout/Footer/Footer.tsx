import { defineClasses } from '@worldatlas/design-system';
import { Mail, MapPin, Phone } from 'lucide-react';

/** Static contact items: location, phone and e-mail, each with its icon and, where a device can act on it, its link. */
const CONTACT_ITEMS = [
  { label: 'Location', text: '12 Meridian Road, Greenwich, London', Icon: MapPin },
  { label: 'Phone', text: '+44 20 7946 0000', href: 'tel:+442079460000', Icon: Phone },
  { label: 'E-mail', text: 'hello@worldatlas.example', href: 'mailto:hello@worldatlas.example', Icon: Mail },
] as const;

const SOCIAL_URL = 'https://www.openstreetmap.org/';
const SOURCE_URL = 'https://www.npmjs.com/package/world-countries';

// Classes, not Chakra components: the footer is rendered with every page not in the cache (see Header).
const useClasses = defineClasses({
  footer: { borderTopWidth: '1px', bg: 'bg.subtle', mt: 'auto' },
  container: { recipe: 'container', css: { maxW: '6xl', py: '8' } },
  items: { display: 'grid', gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' }, gap: '4', listStyleType: 'none', m: '0', p: '0' },
  item: { display: 'flex', gap: '3', alignItems: 'flex-start' },
  icon: { display: 'flex', flexShrink: '0', boxSize: '9', alignItems: 'center', justifyContent: 'center', borderRadius: 'full', bg: 'brand.subtle', color: 'brand.fg' },
  label: { fontWeight: 'semibold' },
  contactLink: {
    recipe: 'link',
    variants: { variant: 'underline' },
    css: { colorPalette: 'brand', fontWeight: 'medium', textDecorationColor: 'currentColor/60', _hover: { textDecorationColor: 'currentColor' } },
  },
  bottom: { display: 'flex', flexDirection: { base: 'column', md: 'row' }, justifyContent: 'space-between', mt: '6', gap: '3' },
  links: { display: 'flex', flexDirection: 'row', gap: '5' },
  link: { recipe: 'link' },
});

/**
 * Site footer: contact items (phone and e-mail as `tel:` and `mailto:` links, which look like links:
 * the brand's link colour, underlined, with the link recipe's focus ring), a copyright line with the
 * current year, and the footer links.
 */
export function Footer() {
  const classes = useClasses();
  return (
    <footer className={classes.footer}>
      <div className={classes.container}>
        <ul className={classes.items}>
          {CONTACT_ITEMS.map(({ label, text, Icon, ...item }) => (
            <li key={label} className={classes.item}>
              <span className={classes.icon}>
                <Icon size={18} aria-hidden="true" focusable="false" />
              </span>
              <div>
                <p className={classes.label}>{label}</p>
                {'href' in item ? (
                  <a href={item.href} className={classes.contactLink}>
                    {text}
                  </a>
                ) : (
                  <p>{text}</p>
                )}
              </div>
            </li>
          ))}
        </ul>
        <div className={classes.bottom}>
          <p>© {new Date().getFullYear()} WorldAtlas</p>
          <nav aria-label="Footer" className={classes.links}>
            <a href="/" className={classes.link}>Home</a>
            <a href={SOCIAL_URL} target="_blank" rel="noopener noreferrer" className={classes.link}>Social</a>
            <a href={SOURCE_URL} target="_blank" rel="noopener noreferrer" className={classes.link}>Source Code</a>
            <a href="/contact" className={classes.link}>Contact</a>
          </nav>
        </div>
      </div>
    </footer>
  );
}

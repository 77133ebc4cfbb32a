// For the tests of linked classes (classes.test.tsx in a browser's DOM, classes.linked.test.tsx in Node).
import { defineClasses } from './classes';

/** Two linked classes: plain styles, and a recipe's with styles of their own. */
export const LINKED = { bar: { display: 'flex', gap: '4', borderBottomWidth: '1px' }, link: { recipe: 'link', css: { color: 'brand.fg' } } } as const;
const useLinked = defineClasses(LINKED, { linked: true });

/** A navigation bar and its link, styled by {@link LINKED}'s classes. */
export function LinkedBar() {
  const classes = useLinked();
  return (
    <nav className={classes.bar}>
      <a className={classes.link} href="/">
        linked
      </a>
    </nav>
  );
}

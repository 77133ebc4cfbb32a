import { defineClasses } from './classes';

// Resolved once per page: a skeleton is many plain blocks.
const useClasses = defineClasses({
  bone: { bg: 'bg.emphasized', borderRadius: 'l2' },
  stack: { display: 'flex', flexDirection: 'column' },
  cards: { display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' }, gap: '6' },
  factCards: { display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' }, gap: '6' },
  card: { slotRecipe: 'card', slot: 'root', variants: { variant: 'elevated' }, css: { overflow: 'hidden' } },
  cardBody: { display: 'flex', flexDirection: 'column', gap: '3', p: '6' },
  flag: { aspectRatio: '3 / 2', borderRadius: '0' },
});

/** Props of {@link Bone}. */
export interface BoneProps {
  /** Height (CSS length); without it, as high as its `aspectRatio` or its place makes it. */
  h?: string;
  /** Width (CSS length); as wide as its place without it. */
  w?: string;
  /** Width to height, e.g. `3 / 2`. */
  aspectRatio?: string;
  /** Centred in its column. */
  centred?: boolean;
  /** Rounded as a circle. */
  round?: boolean;
}

/** A grey block of a skeleton: a part of the content that is not there. */
export function Bone({ h, w, aspectRatio, centred, round }: BoneProps) {
  const classes = useClasses();
  return <div className={classes.bone} style={{ height: h, width: w, aspectRatio, alignSelf: centred ? 'center' : undefined, justifySelf: centred ? 'center' : undefined, borderRadius: round ? '50%' : undefined }} />;
}

/** `count` lines of text, `h` high (1.25rem by default), of the given widths in turn, `gap` apart (0.75rem). */
export function BoneLines({ count, h = '1.25rem', widths = ['90%', '75%', '85%', '60%'], gap = '0.75rem' }: { count: number; h?: string; widths?: readonly string[]; gap?: string }) {
  return (
    <BoneStack gap={gap}>
      {Array.from({ length: count }, (_, index) => (
        <Bone key={index} h={h} w={widths[index % widths.length]} />
      ))}
    </BoneStack>
  );
}

/** Blocks of a skeleton one under the other, `gap` apart (CSS length). */
export function BoneStack({ gap, children, className }: { gap: string; children: React.ReactNode; className?: string }) {
  const classes = useClasses();
  return (
    <div className={`${classes.stack} ${className ?? ''}`} style={{ gap }}>
      {children}
    </div>
  );
}

/**
 * A grid of `count` card outlines: country cards (`flag`: the list's grid, a flag, three lines and a
 * button) or fact cards (the facts' grid, four lines).
 */
export function BoneCards({ count, flag }: { count: number; flag: boolean }) {
  const classes = useClasses();
  return (
    <div className={flag ? classes.cards : classes.factCards}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={classes.card}>
          {flag ? <Bone aspectRatio="3 / 2" /> : null}
          <div className={classes.cardBody}>
            <Bone h="1.75rem" w="60%" />
            <BoneLines count={flag ? 3 : 4} />
            {flag ? <Bone h="2.25rem" w="6.5rem" /> : null}
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * A skeleton: the outline of a view that is not there, in its place (`children`, made of bones), so
 * nothing moves around it. Hidden from assistive technology, which reads the message beside it.
 */
export function Skeleton({ shape, children }: { shape: string; children: React.ReactNode }) {
  return (
    <div aria-hidden="true" data-skeleton={shape}>
      {children}
    </div>
  );
}

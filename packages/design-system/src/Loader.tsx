import { Center } from '@chakra-ui/react/center';
import { Spinner } from '@chakra-ui/react/spinner';
import type { ReactNode } from 'react';
import { defineClasses } from './classes';

/**
 * The shapes a loading area can hold, each the outline of what replaces it: the landing hero, the
 * facts section, the country list (heading, controls, view choice and cards) or only its cards, a
 * country page, the contact form.
 */
export type LoaderShape = 'hero' | 'facts' | 'list' | 'cards' | 'country' | 'form' | 'map';

/** Props of {@link Loader}. */
export interface LoaderProps {
  /** Accessible name, "Loading" by default. */
  label?: string;
  /** A small spinner in the text flow (a part of a page) instead of a large one in place of the page. */
  inline?: boolean;
  /** Hold the final content's shape with a skeleton instead of a spinner, so nothing moves when it arrives. */
  shape?: LoaderShape;
}

const useSkeletonClasses = defineClasses({
  bone: {
    bg: 'bg.emphasized',
    borderRadius: 'l2',
    animation: 'pulse',
    _motionReduce: { animation: 'none' },
  },
  stack: { display: 'flex', flexDirection: 'column', gap: '6' },
  lines: { display: 'flex', flexDirection: 'column', gap: '3' },
  twoColumns: { display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, gap: '10', alignItems: 'center' },
  hero: { py: { base: '6', md: '12' } },
  globe: { w: '400px', maxW: '100%', aspectRatio: '1', justifySelf: 'center', borderRadius: 'full' },
  grid: { display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' }, gap: '6' },
  factsGrid: { display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' }, gap: '6' },
  facts: { py: '8' },
  card: { slotRecipe: 'card', slot: 'root', variants: { variant: 'elevated' }, css: { overflow: 'hidden' } },
  cardBody: { display: 'flex', flexDirection: 'column', gap: '3', p: '6' },
  flag: { aspectRatio: '3 / 2', borderRadius: '0' },
  flagLarge: { aspectRatio: '3 / 2', alignSelf: 'start' },
  // The country page: Go Back 2rem above the flag and the facts, both from the top of their row.
  countryPage: { display: 'flex', flexDirection: 'column', gap: '8' },
  countryColumns: { alignItems: 'start' },
  countryFacts: { display: 'flex', flexDirection: 'column', gap: '4' },
  // The contact form: a centred column 36rem wide, the heading centred above fields 1rem apart.
  form: { display: 'flex', flexDirection: 'column', gap: '6', w: 'full', maxW: 'xl', mx: 'auto' },
  formFields: { display: 'flex', flexDirection: 'column', gap: '4' },
  centred: { alignSelf: 'center' },
  map: { aspectRatio: '960 / 470' },
  // The list's controls: Search by and the search box, then region, subregion, sort by and order;
  // two rows from md up, the selects two a row below.
  listControls: { h: { base: '14.375rem', md: '9.25rem' } },
});

type Classes = ReturnType<typeof useSkeletonClasses>;

/** A grey block of the given size (without `w`, as wide as its place, or as its `extra` class says): a part of the content not there yet. */
function Bone({ classes, h, w, extra = '' }: { classes: Classes; h?: string; w?: string; extra?: string }) {
  return <div className={`${classes.bone} ${extra}`} style={{ height: h, width: w }} />;
}

function Lines({ classes, count, h = '1.25rem', widths = ['90%', '75%', '85%', '60%'] }: { classes: Classes; count: number; h?: string; widths?: string[] }) {
  return (
    <div className={classes.lines}>
      {Array.from({ length: count }, (_, index) => (
        <Bone key={index} classes={classes} h={h} w={widths[index % widths.length]} />
      ))}
    </div>
  );
}

function SkeletonCards({ classes, count, flag }: { classes: Classes; count: number; flag: boolean }) {
  return (
    <div className={flag ? classes.grid : classes.factsGrid}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={classes.card}>
          {flag ? <Bone classes={classes} extra={classes.flag} /> : null}
          <div className={classes.cardBody}>
            <Bone classes={classes} h="1.75rem" w="60%" />
            {/* A fact card has a line more than a country card, which has its Read More instead. */}
            <Lines classes={classes} count={flag ? 3 : 4} />
            {flag ? <Bone classes={classes} h="2.25rem" w="6.5rem" /> : null}
          </div>
        </div>
      ))}
    </div>
  );
}

function Skeleton({ shape, classes }: { shape: LoaderShape; classes: Classes }): ReactNode {
  switch (shape) {
    case 'hero':
      return (
        <div className={`${classes.twoColumns} ${classes.hero}`}>
          <div className={classes.stack}>
            <Lines classes={classes} count={3} h="3rem" widths={['95%', '85%', '70%']} />
            <Lines classes={classes} count={4} />
            <Bone classes={classes} h="3rem" w="10rem" />
          </div>
          <Bone classes={classes} extra={classes.globe} />
        </div>
      );
    case 'facts':
      return (
        <div className={`${classes.stack} ${classes.facts}`}>
          <Bone classes={classes} h="2.5rem" w="60%" />
          <SkeletonCards classes={classes} count={8} flag={false} />
        </div>
      );
    case 'cards':
      return (
        <div className={classes.stack}>
          <Bone classes={classes} h="1.5rem" w="8rem" />
          <SkeletonCards classes={classes} count={8} flag />
        </div>
      );
    case 'list':
      return (
        <div className={classes.stack}>
          <Bone classes={classes} h="2.375rem" w="22rem" />
          <Bone classes={classes} extra={classes.listControls} />
          {/* The List/Map choice. */}
          <Bone classes={classes} h="2.625rem" w="7.625rem" />
          <Bone classes={classes} h="1.5rem" w="8rem" />
          <SkeletonCards classes={classes} count={8} flag />
        </div>
      );
    case 'country':
      return (
        <div className={classes.countryPage}>
          <Bone classes={classes} h="2.5rem" w="7rem" />
          <div className={`${classes.twoColumns} ${classes.countryColumns}`}>
            <Bone classes={classes} extra={classes.flagLarge} />
            <div className={classes.countryFacts}>
              <Bone classes={classes} h="2.375rem" w="50%" />
              <Lines classes={classes} count={9} />
            </div>
          </div>
        </div>
      );
    case 'map':
      return <Bone classes={classes} extra={classes.map} />;
    case 'form':
      return (
        <div className={classes.form}>
          <Bone classes={classes} h="2.375rem" w="14rem" extra={classes.centred} />
          <div className={classes.formFields}>
            {/* Name and e-mail (label and input), the message (six rows), Send. */}
            <Bone classes={classes} h="4.125rem" />
            <Bone classes={classes} h="4.125rem" />
            <Bone classes={classes} h="10.25rem" />
            <Bone classes={classes} h="2.5rem" w="4.25rem" />
          </div>
        </div>
      );
  }
}

/**
 * The visible loading indicator in a live region (`role="status"`) named by `label`, so assistive
 * technology announces it: a skeleton of the content's shape when `shape` is given (nothing moves
 * when the content replaces it), else a spinner.
 */
export function Loader({ label = 'Loading', inline = false, shape }: LoaderProps) {
  const classes = useSkeletonClasses();
  if (shape) {
    return (
      <div role="status" aria-label={label} aria-busy="true" data-skeleton={shape}>
        <Skeleton shape={shape} classes={classes} />
      </div>
    );
  }
  return (
    <Center role="status" aria-label={label} py={inline ? '1' : '16'} justifyContent={inline ? 'flex-start' : 'center'}>
      <Spinner size={inline ? 'sm' : 'xl'} color="blue.fg" borderWidth={inline ? '2px' : '4px'} />
    </Center>
  );
}

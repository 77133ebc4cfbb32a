import { Bone, BoneLines, BoneStack, defineClasses, Skeleton } from '@worldatlas/design-system';

const useClasses = defineClasses({
  columns: { display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, gap: 'columns', alignItems: 'center', py: 'section' },
});

/** The hero's outline: its heading, paragraph and button, and the globe. */
export function HeroSkeleton() {
  const classes = useClasses();
  return (
    <Skeleton shape="hero">
      <div className={classes.columns}>
        <BoneStack gap="1.5rem">
          <BoneLines count={3} h="3rem" widths={['95%', '85%', '70%']} />
          <BoneLines count={4} />
          <Bone h="3rem" w="10rem" />
        </BoneStack>
        <Bone w="320px" aspectRatio="1" round centred />
      </div>
    </Skeleton>
  );
}

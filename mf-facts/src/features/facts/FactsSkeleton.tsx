import { Bone, BoneCards, BoneStack, Skeleton } from '@worldatlas/design-system';

/** The facts section's outline: its heading and the eight cards. */
export function FactsSkeleton() {
  return (
    <Skeleton shape="facts">
      <div style={{ paddingBlock: '2rem' }}>
        <BoneStack gap="1.5rem">
          <Bone h="2.5rem" w="60%" centred />
          <BoneCards count={8} flag={false} />
        </BoneStack>
      </div>
    </Skeleton>
  );
}

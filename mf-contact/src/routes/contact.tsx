import { Bone, BoneStack, defineClasses, Heading, Skeleton as Outline, Stack } from '@worldatlas/design-system';
import { Island } from '@worldatlas/islands';
import type { RouteModule } from '@worldatlas/routing';
import { FORM_STYLES } from '../features/contact-form/form-styles';
import { ContactForm } from '../features/contact-form/ContactForm';

const useFormClasses = defineClasses(FORM_STYLES);

/** The contact page (`/contact`): its heading, then the form's island (plain code in the browser). */
export function Component() {
  const classes = useFormClasses();
  return (
    <Stack as="section" aria-labelledby="contact-heading" gap="6" maxW="xl" mx="auto">
      <Heading as="h1" id="contact-heading" size="3xl" textAlign="center">
        Contact Us
      </Heading>
      <Island module="contact/ContactFormIsland" component={ContactForm} props={{ classes }} runtime="dom" />
    </Stack>
  );
}

/** The contact page's title and description. */
export const head: RouteModule['head'] = () => ({ title: 'Contact · WorldAtlas', description: 'Write to the WorldAtlas team.' });

const useSkeletonClasses = defineClasses({ form: { w: 'full', maxW: 'xl', mx: 'auto' } });

/** The form's outline: a centred column 36rem wide, the heading centred above fields 1rem apart. */
export function Skeleton() {
  const classes = useSkeletonClasses();
  return (
    <Outline shape="form">
      <div className={classes.form}>
        <BoneStack gap="1.5rem">
          <Bone h="2.375rem" w="14rem" centred />
          <BoneStack gap="1rem">
            <Bone h="4.125rem" />
            <Bone h="4.125rem" />
            <Bone h="10.25rem" />
            <Bone h="2.5rem" w="4.25rem" />
          </BoneStack>
        </BoneStack>
      </div>
    </Outline>
  );
}

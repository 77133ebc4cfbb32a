import { Bone, BoneStack, defineClasses, Heading, Skeleton as Outline, Stack } from '@worldatlas/design-system';
import { Island } from '@worldatlas/islands';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect, type RouteContext, type RouteModule, useActionData, useLoaderData } from '@worldatlas/routing';
import { ContactForm } from '../features/contact-form/ContactForm';
import { FORM_STYLES } from '../features/contact-form/form-styles';
import { formToken, sendMessage } from '../features/contact-form/send-message';

/** A page with a form token of its own: kept by no shared cache (the render server keeps its render without the token, {@link visitorFields}). */
const PRIVATE = { 'Cache-Control': 'private, no-cache' };

/** The form token is each visitor's own: the page's render is kept for everyone, and each visitor's token written in. */
export const visitorFields = ['token'] as const;

/** The contact service of `context`. @throws Error when the render server names none. */
function contactService(context: unknown) {
  const { services, fetch, visitor } = context as RouteContext;
  if (!services.contact) throw new Error('The render server has no contact service configured (CONTACT_API_INTERNAL_URL)');
  return { baseUrl: services.contact, fetch, visitorAddress: visitor.address };
}

/** What the form says when the contact service cannot give it a token. */
const NO_TOKEN = 'The contact form cannot take messages just now. You can write yours; try sending it again in a moment.';

/**
 * The contact page's data: a new form token from the contact service for the form, or, at
 * `/contact?sent=1` (where a message received leads), the confirmation. When the contact service
 * cannot give a token the form still shows (answered 503, `Retry-After`), saying so: after a post,
 * what the visitor typed stays in it.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (new URL(request.url).searchParams.get('sent') === '1') return data({ sent: true as const }, { headers: PRIVATE });
  try {
    return data({ token: await formToken(contactService(context)), problem: undefined }, { headers: PRIVATE });
  } catch {
    return data({ token: undefined, problem: NO_TOKEN }, { status: 503, headers: { ...PRIVATE, 'Retry-After': '10' } });
  }
}

/** The confirmation's address (`?sent=1`) is another page; any other query is the form's. */
export const canonicalSearch: NonNullable<RouteModule['canonicalSearch']> = (search) => (search.get('sent') === '1' ? '?sent=1' : '');

/**
 * The contact form's action (`POST /contact`): the message goes to the contact service; once
 * received, 303 to `/contact?sent=1`, the confirmation. Otherwise the form again (with a new token),
 * with what was typed and why it was not received, answered 400, 409, 429 or 503.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const outcome = await sendMessage(await request.formData(), contactService(context));
  if (outcome.received) return redirect('/contact?sent=1', 303);
  const { status, retryAfter, ...shown } = outcome;
  return data(shown, { status, headers: { ...PRIVATE, ...(retryAfter && { 'Retry-After': retryAfter }) } });
}

const useFormClasses = defineClasses(FORM_STYLES);

/** The contact page (`/contact`): its heading, then the form's island (plain code in the browser). */
export function Component() {
  const classes = useFormClasses();
  const page = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const props = 'sent' in page ? { classes, sent: true } : { classes, token: page.token, problem: page.problem, ...posted };
  return (
    <Stack as="section" aria-labelledby="contact-heading" gap="6" maxW="xl" mx="auto">
      <Heading as="h1" id="contact-heading" size="3xl" textAlign="center">
        Contact Us
      </Heading>
      <Island module="contact/ContactFormIsland" component={ContactForm} props={props} runtime="dom" />
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

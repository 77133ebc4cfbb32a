import { Bone, BoneStack, defineClasses, Heading, Skeleton as Outline, Stack } from '@worldatlas/design-system';
import { Island } from '@worldatlas/islands';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect, type RouteContext, type RouteModule, useActionData, useLoaderData } from '@worldatlas/routing';
import { ContactForm } from '../features/contact-form/ContactForm';
import { FORM_STYLES } from '../features/contact-form/form-styles';
import { formToken, nextPageToken, type PageToken, sendMessage } from '../features/contact-form/send-message';

/** A page with a form token of its own: kept by no shared cache (the render server keeps its render without the token, {@link visitorFields}). */
const PRIVATE = { 'Cache-Control': 'private, no-cache' };

/** The form token and its expiry are each visitor's own: the page's render is kept for everyone, and each visitor's written in. */
export const visitorFields = ['token', 'expiresAt'] as const;

/**
 * The token the action chose for the form it shows again, by the request's context: React Router's
 * static handler runs the loader after the action with the same context (and a GET of the same
 * address), and the loader gives this token instead of asking the service for another.
 */
const tokenAfterAction = new WeakMap<object, PageToken>();

/** The contact service of `context`. @throws Error when the render server names none. */
function contactService(context: unknown) {
  const { services, fetch, visitor } = context as RouteContext;
  if (!services.contact) throw new Error('The render server has no contact service configured (CONTACT_API_INTERNAL_URL)');
  return { baseUrl: services.contact, fetch, visitorAddress: visitor.address };
}

/** What the form says when the contact service cannot give it a token. */
const NO_TOKEN = 'The contact form cannot take messages just now. You can write yours; try sending it again in a moment.';

/**
 * The contact page's data: the form's token (`token`, and `expiresAt`, ms since the epoch, when the
 * service gave it), or, at `/contact?sent=1` (where a message received leads), the confirmation.
 * The token is a new one from the contact service, except after a post, where the action chose it
 * (no second token is asked for). When the contact service cannot give a token the form still shows
 * (answered 503, `Retry-After`), saying so: after a post, what the visitor typed stays in it.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (new URL(request.url).searchParams.get('sent') === '1') return data({ sent: true as const }, { headers: PRIVATE });
  const chosen = tokenAfterAction.get(context as object);
  if (chosen) return data({ token: chosen.token, expiresAt: chosen.expiresAt, problem: undefined }, { headers: PRIVATE });
  try {
    return data({ ...(await formToken(contactService(context))), problem: undefined }, { headers: PRIVATE });
  } catch {
    return data({ token: undefined, expiresAt: undefined, problem: NO_TOKEN }, { status: 503, headers: { ...PRIVATE, 'Retry-After': '10' } });
  }
}

/** The confirmation's address (`?sent=1`) is another page; any other query is the form's. */
export const canonicalSearch: NonNullable<RouteModule['canonicalSearch']> = (search) => (search.get('sent') === '1' ? '?sent=1' : '');

/**
 * The contact form's action (`POST /contact`): the message goes to the contact service; once
 * received, 303 to `/contact?sent=1`, the confirmation. Otherwise the form again, with what was
 * typed and why it was not received, answered 400, 409, 429 or 503, carrying the token it posted
 * while that can still be sent, else a renewal of it (409) or a new form's (see `sendMessage`).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const service = contactService(context);
  const outcome = await sendMessage(form, service);
  if (outcome.received) return redirect('/contact?sent=1', 303);
  const { status, retryAfter, nextToken, ...shown } = outcome;
  const posted = form.get('token');
  const token = await nextPageToken(nextToken, typeof posted === 'string' ? posted : '', service);
  if (token) tokenAfterAction.set(context as object, token);
  return data(shown, { status, headers: { ...PRIVATE, ...(retryAfter && { 'Retry-After': retryAfter }) } });
}

const useFormClasses = defineClasses(FORM_STYLES);

/** The contact page (`/contact`): its heading, then the form's island (plain code in the browser). */
export function Component() {
  const classes = useFormClasses();
  const page = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const props = 'sent' in page ? { classes, sent: true } : { classes, token: page.token, tokenExpiresAt: page.expiresAt, problem: page.problem, ...posted };
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

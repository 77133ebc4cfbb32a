import { Bone, BoneStack, defineClasses, Skeleton as Outline, useLocale } from '@worldatlas/design-system';
import { defineMessages, languageOf } from '@worldatlas/i18n';
import { Island } from '@worldatlas/islands';
import { type ActionFunctionArgs, data, href, type LoaderFunctionArgs, redirect, type RouteContext, type RouteHandle, type RouteModule, routeHeaders, useActionData, useLoaderData } from '@worldatlas/routing';
import { ContactForm } from '../features/contact-form/ContactForm';
import { FORM_STYLES } from '../features/contact-form/form-styles';
import { REFUSALS } from '../features/contact-form/refusals';
import { formToken, nextPageToken, sendMessage } from '../features/contact-form/send-message';
import { intlFor } from '../i18n';
import { contactFormIslandTexts } from '../islands/ContactFormIsland.messages';

const MESSAGES = defineMessages({
  heading: { id: 'contact.page.heading', defaultMessage: 'Contact Us', description: 'The contact page’s heading, over the form.' },
  intro: { id: 'contact.page.intro', defaultMessage: 'Found a mistake in a country’s facts, or have an idea for WorldAtlas? Write to us.', description: 'Under the contact page’s heading: what to write about. WorldAtlas is the site’s name.' },
  title: { id: 'contact.page.title', defaultMessage: 'Contact · WorldAtlas', description: 'The contact page’s title, in the browser’s tab.' },
  description: { id: 'contact.page.description', defaultMessage: 'Write to the WorldAtlas team.', description: 'The contact page’s description, in search results.' },
});

/** A page with a form token of its own: rendered for each visitor, kept by no shared cache. */
const PRIVATE = { 'Cache-Control': 'private, no-cache' };

/** The contact service of `context`. @throws Error when the render server names none. */
function contactService(context: unknown) {
  const { services, fetch, visitor } = context as RouteContext;
  if (!services.contact) throw new Error('The render server has no contact service configured (CONTACT_API_INTERNAL_URL)');
  return { baseUrl: services.contact, fetch, visitorAddress: visitor.address };
}

/**
 * The contact page's data: the form's token (`token`, and `expiresAt`, ms since the epoch, when the
 * service gave it), or, at `/contact?sent=1` (where a message received leads), the confirmation.
 * The token is a new one from the contact service (after a post the loader does not run: the
 * action gives the form its token). When the contact service cannot give a token the form still shows
 * (answered 503, `Retry-After`), saying so in the page's language: after a post, what the visitor
 * typed stays in it.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (new URL(request.url).searchParams.get('sent') === '1') return data({ sent: true as const }, { headers: PRIVATE });
  try {
    return data({ ...(await formToken(contactService(context))), problem: undefined }, { headers: PRIVATE });
  } catch {
    const problem = intlFor((context as RouteContext).locale).formatMessage(REFUSALS.noToken);
    return data({ token: undefined, expiresAt: undefined, problem }, { status: 503, headers: { ...PRIVATE, 'Retry-After': '10' } });
  }
}

/** The confirmation's address (`?sent=1`) is another page; any other query is the form's. */
export const handle: RouteHandle = { canonicalSearch: (search) => (search.get('sent') === '1' ? '?sent=1' : '') };

/** The page's headers: `Cache-Control: private, no-cache` (its token is the visitor's), `Retry-After` on a refusal. */
export const headers = routeHeaders;

/**
 * The contact form's action (`POST /contact`): the message goes to the contact service; once
 * received, 303 to the confirmation (`/contact?sent=1`, the contact route with `sent=1`). Otherwise
 * the form again, with what was typed and why it was not received, answered 400, 409, 429 or 503,
 * carrying the token it posted while that can still be sent, else a renewal of it (409) or a new
 * form's (see `sendMessage`, which says why in the page's language): the page shows what the action
 * returns, its loader does not run again.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const service = contactService(context);
  const outcome = await sendMessage(form, service, intlFor((context as RouteContext).locale));
  if (outcome.received) return redirect(href('contact', {}, '?sent=1'), 303);
  const { status, retryAfter, nextToken, ...shown } = outcome;
  const posted = form.get('token');
  const token = await nextPageToken(nextToken, typeof posted === 'string' ? posted : '', service);
  return data({ ...shown, token: token?.token, expiresAt: token?.expiresAt }, { status, headers: { ...PRIVATE, ...(retryAfter && { 'Retry-After': retryAfter }) } });
}

/** The loader's data: the confirmation, or the form's token. */
type LoaderData = { sent: true } | { token?: string; expiresAt?: string; problem?: string };
/** The action's data when the message was not received: the form again, with its token. */
type ActionData = Omit<Extract<Awaited<ReturnType<typeof sendMessage>>, { received: false }>, 'status' | 'retryAfter' | 'nextToken'> & { token?: string; expiresAt?: string };

const useFormClasses = defineClasses(FORM_STYLES);
// Classes, not Chakra components: the page is rendered for each visitor, and classes resolve once per process.
const usePageClasses = defineClasses({
  page: { display: 'flex', flexDirection: 'column', gap: '6', maxW: 'xl', mx: 'auto' },
  intro: { display: 'flex', flexDirection: 'column', gap: '3', textAlign: 'center' },
  heading: { recipe: 'heading', variants: { size: '3xl' } },
  sentence: { color: 'fg.muted', textWrap: 'balance' },
  // The form on a raised panel with the accent's top edge, as the site's fact cards are.
  card: { bg: 'bg.panel', borderRadius: 'l3', boxShadow: 'md', borderTopWidth: '3px', borderTopColor: 'accent.solid', p: { base: '5', md: '8' } },
});

/**
 * The contact page (`/contact`), in the page's language: its heading and a sentence on what to write
 * about (text of the site's own beside the spec's), then on a raised panel the form's island (plain
 * code in the browser, its texts in its props); after a post, what its action returned.
 */
export function Component() {
  const classes = useFormClasses();
  const pageClasses = usePageClasses();
  const page = useLoaderData<LoaderData | null>();
  const posted = useActionData<ActionData>();
  const locale = useLocale();
  const intl = intlFor(locale);
  const island = { classes, action: href('contact'), locale, texts: contactFormIslandTexts(intl) };
  const props = posted
    ? { ...island, ...posted, tokenExpiresAt: posted.expiresAt }
    : page && 'sent' in page
      ? { ...island, sent: true }
      : { ...island, token: page?.token, tokenExpiresAt: page?.expiresAt, problem: page?.problem };
  return (
    <section aria-labelledby="contact-heading" className={pageClasses.page}>
      <div className={pageClasses.intro}>
        <h1 id="contact-heading" className={pageClasses.heading}>
          {intl.formatMessage(MESSAGES.heading)}
        </h1>
        <p className={pageClasses.sentence}>{intl.formatMessage(MESSAGES.intro)}</p>
      </div>
      <div className={pageClasses.card}>
        <Island module="contact/ContactFormIsland" component={ContactForm} props={props} runtime="dom" />
      </div>
    </section>
  );
}

/** The contact page's title and description, in the language its address names. */
export const meta: RouteModule['meta'] = ({ params }) => {
  const intl = intlFor(languageOf(params).tag);
  return [{ title: intl.formatMessage(MESSAGES.title) }, { name: 'description', content: intl.formatMessage(MESSAGES.description) }];
};

const useSkeletonClasses = defineClasses({ form: { w: 'full', maxW: 'xl', mx: 'auto' } });

/** The form's outline: a centred column 36rem wide, the heading and its sentence centred above fields 1rem apart. */
export function HydrateFallback() {
  const classes = useSkeletonClasses();
  return (
    <Outline shape="form">
      <div className={classes.form}>
        <BoneStack gap="1.5rem">
          <BoneStack gap="0.75rem">
            <Bone h="2.375rem" w="14rem" centred />
            <Bone h="1.5rem" w="20rem" centred />
          </BoneStack>
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

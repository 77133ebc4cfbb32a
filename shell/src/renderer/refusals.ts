import { defineMessages } from '@worldatlas/i18n';

/** What the render server's refusals say (503 `busy` and `busyPost`, 429, 403, 400): never anything of the request. */
export const REFUSAL_TEXTS = defineMessages({
  busy: { id: 'shell.refusal.busy', defaultMessage: 'WorldAtlas is very busy just now. Please try again in a few seconds.', description: 'A page that could not be made because the site has too many visitors at once.' },
  busyPost: {
    id: 'shell.refusal.busyPost',
    defaultMessage: 'WorldAtlas is very busy just now. Your message was not sent: please try again in a few seconds.',
    description: 'A contact message that could not be sent because the site has too many visitors at once.',
  },
  tooMany: { id: 'shell.refusal.tooMany', defaultMessage: 'You have asked for many pages in a short time. Please wait a minute, then try again.' },
  crossSite: { id: 'shell.refusal.crossSite', defaultMessage: 'This form was sent from a page of another site, so it was not accepted. Open the page on WorldAtlas and send it from there.' },
  malformedForm: { id: 'shell.refusal.malformedForm', defaultMessage: 'What was sent could not be read as a form. Go back to the page and send it again.' },
});

/** What the 500 page says. */
export const FAILURE_TEXT = defineMessages({
  failure: { id: 'shell.refusal.failure', defaultMessage: 'Something went wrong on our side. Please try again in a moment.', description: 'The 500 page: the site failed, not the visitor.' },
}).failure;

import type { SendMailOptions } from 'nodemailer';
import type { MessageRow } from '../store/database';

/**
 * The visitor's name as the mail's headers show it (Subject, Reply-To's display name), where a mail
 * client reads more into it than text: without format characters (Unicode `Cf`: direction overrides,
 * isolates and marks, which can reverse what is shown, and zero-width characters, which can hide
 * text), and with the opening of text shaped as an RFC 2047 encoded-word written `= ?`
 * (`=?utf-8?B?…?=` → `= ?utf-8?B?…?=`), so it is shown as typed rather than decoded into other
 * text. The body keeps the name as sent.
 */
function headerName(name: string): string {
  return name.replace(/\p{Cf}/gu, '').replace(/=\?(?=[^?\s]*\?[BbQq]\?)/g, '= ?');
}

/**
 * The e-mail that forwards a stored message to the team: from the service's own sender (the relay
 * accepts it, SPF and DMARC hold; nodemailer takes the envelope sender from it, never from
 * Reply-To), to the team, with Reply-To the visitor so a reply reaches them.
 * Plain text only, so nothing the visitor wrote can become markup; the name in the headers as
 * {@link headerName} makes it. Its Message-ID is made from the
 * message's id: should a message be sent twice (the instance died between the relay's acceptance
 * and recording it), mail clients see one message.
 * @param addresses `from` and `to` as configured (CONTACT_MAIL_FROM, CONTACT_MAIL_TO)
 */
export function composeMail(message: MessageRow, addresses: { from: string; to: string }): SendMailOptions {
  return {
    from: addresses.from,
    to: addresses.to,
    replyTo: { name: headerName(message.name), address: message.email },
    subject: `Contact form: ${headerName(message.name)}`,
    messageId: `<${message.id}@contact-api.worldatlas>`,
    date: new Date(message.received_at),
    text: [`From: ${message.name} <${message.email}>`, `Received: ${message.received_at}`, `Reference: ${message.id}`, '', message.message, ''].join('\n'),
  };
}

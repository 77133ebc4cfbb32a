import { Button, Field, Heading, Input, Stack, Text, Textarea } from '@worldatlas/design-system';
import { type FormEvent, useState } from 'react';

/** What Send records: the contact form's fields. */
export interface ContactMessage {
  userName: string;
  Email: string;
  message: string;
}

/**
 * The Contact Us form: name, e-mail (`type="email"`) and message, all required and checked
 * by the browser, autocomplete off. Send logs `{ userName, Email, message }` with console.log, makes
 * no network call, clears the form and shows a short confirmation.
 */
export function ContactForm() {
  const [sent, setSent] = useState(false);

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const value = (name: keyof ContactMessage) => (form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement).value;
    const entry: ContactMessage = { userName: value('userName'), Email: value('Email'), message: value('message') };
    console.log(entry);
    form.reset();
    setSent(true);
  }

  return (
    <Stack as="section" aria-labelledby="contact-heading" gap="6" maxW="xl" mx="auto">
      <Heading as="h1" id="contact-heading" size="3xl" textAlign="center">
        Contact Us
      </Heading>
      <Stack asChild gap="4">
        <form autoComplete="off" onSubmit={send} onInput={() => setSent(false)}>
          <Field.Root required>
            <Field.Label>Name <Field.RequiredIndicator /></Field.Label>
            <Input name="userName" autoComplete="off" />
          </Field.Root>
          <Field.Root required>
            <Field.Label>E-mail <Field.RequiredIndicator /></Field.Label>
            <Input name="Email" type="email" autoComplete="off" />
          </Field.Root>
          <Field.Root required>
            <Field.Label>Message <Field.RequiredIndicator /></Field.Label>
            <Textarea name="message" rows={6} autoComplete="off" />
          </Field.Root>
          <Button type="submit" colorPalette="blue" alignSelf="flex-start">
            Send
          </Button>
          <Text role="status" color="green.fg" minH="6">
            {sent ? 'Thank you! Your message has been noted.' : ''}
          </Text>
        </form>
      </Stack>
    </Stack>
  );
}

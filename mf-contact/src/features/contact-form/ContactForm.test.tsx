import { render, screen, within } from '@testing-library/react';
import { defineClasses, Provider } from '@worldatlas/design-system';
import { ContactForm, type ContactFormProps } from './ContactForm';
import { FORM_STYLES } from './form-styles';

const useFormClasses = defineClasses(FORM_STYLES);

/** The form with the classes its route resolves for it in the design system. */
function StyledForm(props: Omit<ContactFormProps, 'classes' | 'action'>) {
  return <ContactForm classes={useFormClasses()} action="/contact" {...props} />;
}

const renderForm = (props: Omit<ContactFormProps, 'classes' | 'action'> = { token: 'v1.1764000000000.abc.def' }) =>
  render(
    <Provider>
      <StyledForm {...props} />
    </Provider>,
  );

const field = (name: string) => screen.getByRole('textbox', { name });

describe('ContactForm', () => {
  it('has the three required fields named by their labels alone, the e-mail typed as such, autocomplete off, and Send', () => {
    renderForm();
    for (const name of ['Name', 'E-mail', 'Message']) {
      expect(field(name)).toBeRequired();
      expect(field(name)).toHaveAttribute('autocomplete', 'off');
      expect(field(name)).toHaveValue('');
      expect(field(name)).not.toHaveAttribute('aria-invalid');
      expect(field(name)).not.toHaveAccessibleDescription();
    }
    expect(field('E-mail')).toHaveAttribute('type', 'email');
    expect(field('Message').tagName).toBe('TEXTAREA');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('posts its fields and the token to /contact without scripts, as the message names them, with an empty live region for the answer', () => {
    const { container } = renderForm();
    const form = container.querySelector('form');
    expect([form?.getAttribute('method'), form?.getAttribute('action'), form?.getAttribute('autocomplete')]).toEqual(['post', '/contact', 'off']);
    expect(['Name', 'E-mail', 'Message'].map((label) => field(label).getAttribute('name'))).toEqual(['userName', 'Email', 'message']);
    expect(form).toHaveFormValues({ token: 'v1.1764000000000.abc.def', website: '', userName: '', Email: '', message: '' });
    expect(container.querySelector('input[name="token"]')).toHaveAttribute('type', 'hidden');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('has a honeypot field people never reach: hidden from assistive technology and out of the Tab order', () => {
    const { container } = renderForm();
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getAllByRole('textbox')).toHaveLength(3);
  });

  it("shows each refused field's reason beside it (aria-invalid, aria-describedby) and what was typed back in every field", () => {
    renderForm({ token: 'v1.new', values: { userName: 'Grace', Email: 'grace@localhost', message: 'Hello <there>' }, errors: { Email: 'Enter an e-mail address, like name@example.org.' } });
    expect(field('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(field('E-mail')).toHaveAccessibleDescription('Enter an e-mail address, like name@example.org.');
    expect(field('E-mail')).toHaveValue('grace@localhost');
    expect(field('Name')).toHaveValue('Grace');
    expect(field('Name')).not.toHaveAttribute('aria-invalid');
    expect(field('Name')).not.toHaveAttribute('aria-describedby');
    expect(field('Message')).toHaveValue('Hello <there>');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('describes each of several refused fields by its own reason', () => {
    renderForm({ errors: { userName: 'Must be at most 100 characters.', message: 'Must contain a visible character.' } });
    expect(field('Name')).toHaveAccessibleDescription('Must be at most 100 characters.');
    expect(field('Message')).toHaveAccessibleDescription('Must contain a visible character.');
    expect(field('E-mail')).not.toHaveAttribute('aria-invalid');
  });

  it('says why a message was not received, when no field is at fault, in an alert that can take the focus, above the form kept as typed', () => {
    const problem = 'You have sent several messages in a short time. Your message is still here: send it again in a few minutes.';
    renderForm({ token: 'v1.new', problem, values: { userName: 'Ada', Email: 'ada@example.org', message: 'Hi' } });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(problem);
    expect(alert).toHaveAttribute('tabindex', '-1');
    expect(alert).toHaveAttribute('data-focus-after-send');
    expect(field('Message')).toHaveValue('Hi');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('shows the confirmation in place of the form, with a link to write another message', () => {
    renderForm({ sent: true });
    const status = screen.getByRole('status');
    const heading = within(status).getByRole('heading', { level: 2, name: 'Thank you! Your message has been received.' });
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(heading).toHaveAttribute('data-focus-after-send');
    expect(within(status).getByRole('link', { name: 'Write another message' })).toHaveAttribute('href', '/contact');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  });
});

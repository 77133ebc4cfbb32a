import type { ContactFieldError, ContactFieldRule } from '@worldatlas/contracts';
import { SITE_LANGUAGES } from '@worldatlas/i18n';
import { intlFor } from '../../i18n';
import { fieldRefusal, REFUSALS } from './refusals';

/** A refusal of `field` by `rule`, with the service's own English text, which the form never shows. */
const refusal = (field: ContactFieldError['field'], rule: ContactFieldRule, limit?: number): ContactFieldError => ({ field, rule, message: 'the service’s own text', limit });

/** Every rule the contact service refuses a field by, on the field it can refuse by it. */
const EVERY_RULE: ContactFieldError[] = [
  refusal('name', 'required'),
  refusal('name', 'type'),
  refusal('name', 'minLength', 1),
  refusal('message', 'minLength', 3),
  refusal('message', 'maxLength', 5000),
  refusal('name', 'visible'),
  refusal('name', 'characters'),
  refusal('message', 'characters'),
  refusal('email', 'format'),
  refusal('name', 'format'),
  refusal('name', 'unknown'),
  refusal('token', 'signature'),
];

describe('fieldRefusal', () => {
  it('says why by the rule and the field, in English as the form always has, a limit written as it is', () => {
    const english = intlFor('en');
    expect(EVERY_RULE.map((error) => fieldRefusal(english, error))).toEqual([
      'Is required.',
      'Must be a string.',
      'Must not be empty.',
      'Must be at least 3 characters.',
      'Must be at most 5000 characters.',
      'Must contain a visible character.',
      'Must not contain control characters.',
      'Must not contain control characters other than tabs and line breaks.',
      'Enter an e-mail address, like name@example.org.',
      'Is not in the expected form.',
      'Is not in the expected form.',
      'Is not in the expected form.',
    ]);
  });

  it("says it in the page's language, the limit's noun in that language's plural form", () => {
    // The example address is isolated (U+2068…U+2069) in another language than English.
    expect(fieldRefusal(intlFor('fr'), refusal('email', 'format'))).toBe('Saisissez une adresse e-mail, comme \u2068name@example.org\u2069.');
    expect(fieldRefusal(intlFor('ar'), refusal('email', 'format'))).toBe('أدخل عنوان بريد إلكتروني، مثل \u2068name@example.org\u2069.');
    expect(fieldRefusal(intlFor('de'), refusal('name', 'maxLength', 100))).toBe('Darf höchstens 100 Zeichen lang sein.');
    // Russian: 254 takes the "few" form, 5000 and 100 the "many" one, 1 the "one" (all genitive after «не более»).
    expect([254, 5000, 1].map((limit) => fieldRefusal(intlFor('ru'), refusal('email', 'maxLength', limit)))).toEqual([
      'Должно содержать не более 254 символов.',
      'Должно содержать не более 5000 символов.',
      'Должно содержать не более 1 символа.',
    ]);
    expect(fieldRefusal(intlFor('ar'), refusal('name', 'maxLength', 100))).toBe('يجب ألا يزيد على 100 حرف.');
    expect(fieldRefusal(intlFor('ar'), refusal('email', 'maxLength', 254))).toBe('يجب ألا يزيد على 254 حرفًا.');
  });

  it('has every refusal in every language, from its catalog, with no placeholder left', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const { tag } of SITE_LANGUAGES) {
      const intl = intlFor(tag);
      const texts = [...EVERY_RULE.map((refused) => fieldRefusal(intl, refused)), ...Object.values(REFUSALS).map((message) => intl.formatMessage(message))];
      for (const text of texts) expect([tag, text]).toEqual([tag, expect.not.stringMatching(/[{}]|^$/)]);
    }
    expect([...warn.mock.calls, ...error.mock.calls]).toEqual([]);
  });
});

import type { ExposedModuleProps } from '@worldatlas/contracts';
import type { ComponentType } from 'react';
import { ContactForm } from '../features/contact-form/ContactForm';

/** Exposed as `contact/ContactForm`. */
export default ContactForm satisfies ComponentType<ExposedModuleProps['contact/ContactForm']>;

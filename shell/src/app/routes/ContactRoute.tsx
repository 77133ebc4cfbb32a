import { EXPOSED } from '@worldatlas/contracts';
import { RemoteModule } from '../../remotes/RemoteModule';

/** `/contact`: the contact form from the contact remote. */
export function ContactRoute() {
  return (
    <>
      <title>Contact · WorldAtlas</title>
      <RemoteModule id={EXPOSED.contactForm} name="contact form" props={{}} />
    </>
  );
}

import { EXPOSED } from '@worldatlas/contracts';
import { RemoteModule } from '../../remotes/RemoteModule';

/** `/about`: only the interesting-facts section, as the page's heading. */
export function AboutRoute() {
  return (
    <>
      <title>About · WorldAtlas</title>
      <RemoteModule
        id={EXPOSED.facts}
        name="interesting facts"
        props={{ title: "Here are the Interesting Facts we're proud of", headingLevel: 1 }}
      />
    </>
  );
}

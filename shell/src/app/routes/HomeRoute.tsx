import { EXPOSED } from '@worldatlas/contracts';
import { RemoteModule } from '../../remotes/RemoteModule';

/** `/`: the hero, then the interesting-facts section, both from the facts remote. */
export function HomeRoute() {
  return (
    <>
      <title>WorldAtlas · Explore the World, One Country at a Time</title>
      <RemoteModule id={EXPOSED.hero} name="welcome" props={{}} />
      <RemoteModule id={EXPOSED.facts} name="interesting facts" props={{ title: 'Interesting Facts', headingLevel: 2 }} />
    </>
  );
}

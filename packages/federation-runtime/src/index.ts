export { RemoteReleases } from './remote-releases';

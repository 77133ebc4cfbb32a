export { remoteFailures } from './remote-failures';
export { serverCodeCheck } from './server-code-check';

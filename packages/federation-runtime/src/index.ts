export { remoteFailures, type RemoteFailures, type RemoteFailuresOptions } from './remote-failures';
export { serverCodeCheck, type ServerCodeCheckOptions } from './server-code-check';

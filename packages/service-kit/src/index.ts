export { answerClientError, CONNECTION_LIMITS, type ConnectionLimits, serverLimits } from './connection-limits';

/**
 * Operations: health, readiness, metrics and the log settings.
 */
export { logOptions, type LogSetting } from './log-options';
export { registerOperations } from './routes';

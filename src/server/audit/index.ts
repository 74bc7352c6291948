/**
 * The audit log: every change recorded with who made it, and the admins' view of it.
 */
export { actorOf } from './audit';
export { registerAuditLog } from './recorder';
export { auditRoutes } from './routes';

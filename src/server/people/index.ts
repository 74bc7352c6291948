/**
 * People: the admins' lists and changes of user accounts.
 */
export { adminPeopleRoutes } from './routes';

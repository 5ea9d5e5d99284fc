/* What other modules may use of the auth module: the role and answer-envelope schemas of its routes. */
export { Role, envelope, failures } from './schemas';

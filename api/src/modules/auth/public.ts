/* What other modules may use of the auth module: the failures its routes and the team's answer with. */
export { failures } from './schemas';

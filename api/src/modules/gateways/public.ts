/** The gateways module's door: the app registers Gateway Setting's routes under /api. */
export { default as gatewayRoutes } from './routes';
// The answer's shape, which cli/contract/tables.ts holds payment_gateways to.
export { Gateway } from './schemas';

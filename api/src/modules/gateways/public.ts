/** The gateways module's door: the app registers Gateway Setting's routes under /api. */
export { default as gatewayRoutes } from './routes';

/**
 * The web module's door: server.ts hands the app the built apps' static serving (the composed app on the
 * main port, the visitor site on its own), and the page-weight bench serves a floor page as they are served.
 */
export { composedWeb, staticOptions, visitorWeb } from './routes';

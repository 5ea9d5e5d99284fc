/**
 * The API client (@earrival/shared/api: axios and every call it carries, staff calls included) loads with
 * the page's first call (Track Order, Download Now, the history of a page the browser renders alone), as
 * yup does with the first validation: the page a customer opens from the e-mail ships without it.
 */
export const visitorCalls = () => import('@earrival/shared/api');

export { api, http, apiBase, errorMessage } from './client';
export { authApi } from './auth';
export { ordersApi, type OrderListQuery, type SearchQuery } from './orders';

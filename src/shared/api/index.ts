/**
 * The shared Store API client.
 */
export { configureApiFetch } from './configure';
export type {
	ApiFetchConfig,
	ApiFetchSetup,
	PreloadedResponse,
} from './configure';
export { storeApiFetch } from './store-api-fetch';
export type { StoreApiFetchOptions, StoreApiResult } from './store-api-fetch';
export { isAbortError, toApiError } from './errors';
export * from './guards';
export {
	STORE_API_NAMESPACE,
	STORE_API_ROUTES,
	isStoreApiRequest,
} from './routes';
export type * from './types';

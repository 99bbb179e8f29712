/**
 * Thunks of the rueda/products store: the listing request and the filter
 * actions, which change the filters and then fetch the matching products.
 */
import {
	isAbortError,
	isProductAttributeTermList,
	isProductCollectionData,
	isProductList,
	storeApiFetch,
	toApiError,
	type StockStatus,
} from '../../shared/api';
import {
	getAttributeTermsPath,
	getCollectionDataPath,
	getProductsPath,
} from './query';
import type { ProductFilters, ProductsThunkArgs } from './types';

// The request in flight per registry: a newer listing aborts the older one,
// so a slow answer never replaces the products of newer filters.
const listings = new WeakMap< object, AbortController >();

function readCount( value: string | null ): number {
	const count = Number.parseInt( value ?? '', 10 );
	return Number.isFinite( count ) && count > 0 ? count : 0;
}

// Facet counts in flight per registry, likewise.
const countings = new WeakMap< object, AbortController >();

/**
 * Counts the facets' options under the current filters; nothing while no
 * grid has asked for counts.
 */
export const fetchFacetCounts =
	() =>
	async ( {
		dispatch,
		select,
		registry,
	}: ProductsThunkArgs ): Promise< void > => {
		const taxonomies = select.getFacets();
		if ( ! taxonomies ) {
			return;
		}
		countings.get( registry )?.abort();
		const controller = new AbortController();
		countings.set( registry, controller );
		try {
			const { body } = await storeApiFetch( {
				path: getCollectionDataPath( select.getFilters(), taxonomies ),
				validate: isProductCollectionData,
				signal: controller.signal,
			} );
			if ( ! controller.signal.aborted ) {
				dispatch.receiveFacetCounts( body );
			}
		} catch ( error ) {
			// Counts are a hint: without them the options keep the catalogue's.
			if ( ! isAbortError( error ) ) {
				dispatch.receiveFacetCounts( null );
			}
		} finally {
			if ( countings.get( registry ) === controller ) {
				countings.delete( registry );
			}
		}
	};

export const fetchProducts =
	() =>
	async ( {
		dispatch,
		select,
		registry,
	}: ProductsThunkArgs ): Promise< void > => {
		listings.get( registry )?.abort();
		const controller = new AbortController();
		listings.set( registry, controller );
		dispatch.setProductsLoading( true );
		dispatch( fetchFacetCounts() );
		try {
			const { body, headers } = await storeApiFetch( {
				path: getProductsPath( select.getFilters() ),
				validate: isProductList,
				signal: controller.signal,
			} );
			if ( controller.signal.aborted ) {
				return;
			}
			dispatch.receiveProducts(
				body,
				readCount( headers.get( 'X-WP-Total' ) ),
				readCount( headers.get( 'X-WP-TotalPages' ) )
			);
		} catch ( error ) {
			if ( isAbortError( error ) ) {
				return;
			}
			const apiError = await toApiError( error );
			dispatch.receiveProductsError( apiError );
			throw apiError;
		} finally {
			if ( listings.get( registry ) === controller ) {
				listings.delete( registry );
				dispatch.setProductsLoading( false );
			}
		}
	};

/**
 * Changes any filters and fetches the products they match.
 *
 * @param changes The filters to change; anything but `page` goes back to page 1.
 */
export const updateFilters =
	( changes: Partial< ProductFilters > ) =>
	( { dispatch }: ProductsThunkArgs ): Promise< void > => {
		dispatch.setFilters( changes );
		return dispatch( fetchProducts() );
	};

/**
 * Adds or removes one term of an attribute filter.
 *
 * @param taxonomy Attribute taxonomy, e.g. `rueda_pa_rim`.
 * @param slug     Term slug, e.g. `16`.
 */
export const toggleAttributeTerm =
	( taxonomy: string, slug: string ) =>
	( { dispatch, select }: ProductsThunkArgs ): Promise< void > => {
		const current = select.getSelectedTerms( taxonomy );
		const slugs = current.includes( slug )
			? current.filter( ( item ) => item !== slug )
			: [ ...current, slug ];
		return dispatch(
			updateFilters( {
				attributes: {
					...select.getFilters().attributes,
					[ taxonomy ]: slugs,
				},
			} )
		);
	};

export const toggleStockStatus =
	( status: StockStatus ) =>
	( { dispatch, select }: ProductsThunkArgs ): Promise< void > => {
		const current = select.getFilters().stockStatus;
		const stockStatus = current.includes( status )
			? current.filter( ( item ) => item !== status )
			: [ ...current, status ];
		return dispatch( updateFilters( { stockStatus } ) );
	};

/**
 * Sets every filter at once, the page included (a state read from the page's
 * URL, or restored by the browser's back and forward buttons), and fetches
 * the products unless the listing already shows exactly these.
 *
 * @param filters The whole set of filters.
 */
export const applyFilters =
	( filters: ProductFilters ) =>
	( { dispatch, select }: ProductsThunkArgs ): Promise< void > => {
		const before = getProductsPath( select.getFilters() );
		dispatch.replaceFilters( filters );
		if (
			select.hasLoadedProducts() &&
			! select.getProductsError() &&
			getProductsPath( select.getFilters() ) === before
		) {
			return Promise.resolve();
		}
		return dispatch( fetchProducts() );
	};

export const goToPage =
	( page: number ) =>
	( { dispatch }: ProductsThunkArgs ): Promise< void > =>
		dispatch( updateFilters( { page } ) );

export const clearFilters =
	() =>
	( { dispatch }: ProductsThunkArgs ): Promise< void > => {
		dispatch.resetFilters();
		return dispatch( fetchProducts() );
	};

export const fetchAttributeTerms =
	( attributeId: number ) =>
	async ( { dispatch }: ProductsThunkArgs ): Promise< void > => {
		try {
			const { body } = await storeApiFetch( {
				path: getAttributeTermsPath( attributeId ),
				validate: isProductAttributeTermList,
			} );
			dispatch.receiveAttributeTerms( attributeId, body );
		} catch ( error ) {
			throw await toApiError( error );
		}
	};

/**
 * The editor previews' sample cart and products from the shop's first
 * products, fetched once from the Store API for every block on the page.
 */
import apiFetch from '@wordpress/api-fetch';
import { useEffect, useMemo, useState } from '@wordpress/element';

import {
	isProductList,
	type CartResponse,
	type ProductResponse,
} from '@rueda/shared/api';
import { buildSampleCart } from './sample-cart';
import { getEditorSettings } from './shop-settings';

/** As many as the largest preview shows (the cross-sells, up to 8). */
export const SAMPLE_PRODUCTS_PATH = '/wc/store/v1/products?per_page=8';

let request: Promise< ProductResponse[] > | null = null;
let loaded: ProductResponse[] | null = null;

/**
 * The shop's first products (shared by every preview); [] when the catalogue
 * is empty or cannot be read.
 */
export function fetchSampleProducts(): Promise< ProductResponse[] > {
	request ??= apiFetch< unknown >( { path: SAMPLE_PRODUCTS_PATH } )
		.then( ( list ) => ( isProductList( list ) ? list : [] ) )
		.catch( () => [] )
		.then( ( list ) => {
			loaded = list;
			return list;
		} );
	return request;
}

/** Forgets the fetched products (tests). */
export function resetSampleProducts(): void {
	request = null;
	loaded = null;
}

/**
 * The shop's first products; null while loading.
 */
export function useSampleProducts(): ProductResponse[] | null {
	const [ products, setProducts ] = useState( loaded );
	useEffect( () => {
		let active = true;
		fetchSampleProducts().then( ( list ) => {
			if ( active ) {
				setProducts( list );
			}
		} );
		return () => {
			active = false;
		};
	}, [] );
	return products;
}

/**
 * The sample cart: the fallback while loading, then the shop's products.
 */
export function useSampleCart(): CartResponse {
	const products = useSampleProducts();
	return useMemo(
		() => buildSampleCart( getEditorSettings(), products ),
		[ products ]
	);
}

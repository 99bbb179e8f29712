/**
 * rueda/product-grid on the live site: filters, product cards with
 * add-to-cart, and pages. The listing lives in the rueda/products store, so
 * other blocks (a tyre finder) can drive the same filters.
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import { productsStore } from '@rueda/runtime';

import Notice from '../../shared/cart/notice';
import {
	readBoolean,
	readInteger,
	readJson,
} from '../../shared/frontend/attributes';
import { NOTICE_CONTEXTS, StoreNotices } from '../../shared/notices';
import { useAddToCart } from '../../shared/products/use-add-to-cart';
import { useMinimumDisplay } from '../../shared/frontend/use-minimum-display';
import Filters from './filters';
import Pagination from './pagination';
import ProductList, { ProductListSkeleton } from './product-list';
import { isFilterAttributeList } from './types';
import { getUrlAttributeFilters } from './url-filters';

const ignore = () => undefined;

export default function GridRoot( {
	attributes,
}: {
	attributes: Record< string, string >;
} ) {
	const perPage = readInteger( attributes.perPage, 12, { min: 1, max: 100 } );
	const columns = readInteger( attributes.columns, 3, { min: 1, max: 6 } );
	const filterAttributes = readJson(
		attributes.filters,
		isFilterAttributeList,
		[]
	);
	const showStockFilter = readBoolean( attributes.showStockFilter, true );

	const { products, total, totalPages, page, isLoading, hasLoaded, error } =
		useSelect( ( select ) => {
			const store = select( productsStore );
			return {
				products: store.getProducts(),
				total: store.getTotalProducts(),
				totalPages: store.getTotalPages(),
				page: store.getFilters().page,
				isLoading: store.isLoadingProducts(),
				hasLoaded: store.hasLoadedProducts(),
				error: store.getProductsError(),
			};
		}, [] );
	const { updateFilters, goToPage } = useDispatch( productsStore );
	const addToCart = useAddToCart( NOTICE_CONTEXTS.productGrid );
	const results = useRef< HTMLDivElement >( null );
	// Only when there is nothing to show yet (the first page was not preloaded).
	const showSkeleton = useMinimumDisplay( isLoading && ! hasLoaded );

	// A season in the URL (?temporada=) is the first filter.
	const [ urlAttributes ] = useState( () =>
		getUrlAttributeFilters( window.location.search )
	);

	// The first page comes preloaded with the page.
	useEffect( () => {
		updateFilters(
			Object.keys( urlAttributes ).length
				? { perPage, attributes: urlAttributes }
				: { perPage }
		).catch( ignore );
	}, [ perPage, updateFilters, urlAttributes ] );

	return (
		<div className="rueda-product-grid__layout">
			{ ( filterAttributes.length > 0 || showStockFilter ) && (
				<Filters
					attributes={ filterAttributes }
					showStockFilter={ showStockFilter }
				/>
			) }
			<div
				ref={ results }
				className="rueda-product-grid__results"
				aria-busy={ isLoading }
			>
				{ error && <Notice status="error">{ error.message }</Notice> }
				<StoreNotices context={ NOTICE_CONTEXTS.productGrid } />
				<p className="rueda-product-grid__count" role="status">
					{ hasLoaded &&
						sprintf(
							/* translators: %d: number of products. */
							_n(
								'%d product found',
								'%d products found',
								total,
								'rueda'
							),
							total
						) }
				</p>
				{ hasLoaded && ! products.length && ! isLoading && (
					<p className="rueda-product-grid__empty">
						{ __( 'No products match these filters.', 'rueda' ) }
					</p>
				) }
				{ showSkeleton && <ProductListSkeleton columns={ columns } /> }
				<ProductList
					products={ showSkeleton ? [] : products }
					columns={ columns }
					isAdding={ addToCart.isAdding }
					onAddToCart={ addToCart.add }
				/>
				<Pagination
					page={ page }
					totalPages={ totalPages }
					onChange={ ( next ) => {
						goToPage( next ).catch( ignore );
						results.current?.scrollIntoView( { block: 'start' } );
					} }
				/>
			</div>
		</div>
	);
}

/**
 * rueda/product-grid on the live site: a search box, the sort, the active
 * filters as chips, the filter lists (a folding panel on phones), product
 * cards with add-to-cart, and pages. The listing lives in the rueda/products
 * store, so other blocks (a tyre finder) can drive the same filters; the
 * page's URL follows it (use-url-sync.ts).
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useId, useRef, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import { productsStore } from '@rueda/runtime';

import Notice from '@rueda/shared/cart/notice';
import {
	readBoolean,
	readInteger,
	readJson,
} from '@rueda/blocks/shared/frontend/attributes';
import { NOTICE_CONTEXTS, StoreNotices } from '@rueda/blocks/shared/notices';
import { useAddToCart } from '@rueda/blocks/shared/products/use-add-to-cart';
import { useMinimumDisplay } from '@rueda/blocks/shared/frontend/use-minimum-display';
import ActiveFilters from './active-filters';
import Filters from './filters';
import Pagination from './pagination';
import ProductList, { ProductListSkeleton, ServerCards } from './product-list';
import SearchBox from './search-box';
import SortSelect from './sort-select';
import { isFilterAttributeList } from './types';
import { PHONE_QUERY, useMediaQuery } from './use-media-query';
import { useUrlSync } from './use-url-sync';

const ignore = () => undefined;

/** How long the first listing may take before its skeleton shows. */
const SKELETON_DELAY_MS = 150;

/**
 * True once a flag has stayed true for a while; false as soon as it is false.
 *
 * @param flag  The flag.
 * @param delay How long it must stay true, in ms.
 */
function useDelayedFlag( flag: boolean, delay: number ): boolean {
	const [ isLate, setLate ] = useState( false );
	useEffect( () => {
		if ( ! flag ) {
			setLate( false );
			return undefined;
		}
		const timer = window.setTimeout( () => setLate( true ), delay );
		return () => window.clearTimeout( timer );
	}, [ flag, delay ] );
	return flag && isLate;
}

/**
 * A category slug as render.php writes it; anything else is no category.
 *
 * @param value data-category.
 */
function readCategory( value: string | undefined ): string {
	return value && /^[a-z0-9_-]{1,200}$/.test( value ) ? value : '';
}

/**
 * @param props             Props.
 * @param props.attributes  The wrapper's data-* attributes.
 * @param props.serverCards The first page's cards as the server wrote them,
 *                          shown until the listing is in the store.
 */
export default function GridRoot( {
	attributes,
	serverCards = '',
}: {
	attributes: Record< string, string >;
	serverCards?: string;
} ) {
	const perPage = readInteger( attributes.perPage, 12, { min: 1, max: 100 } );
	const columns = readInteger( attributes.columns, 3, { min: 1, max: 6 } );
	const category = readCategory( attributes.category );
	const filterAttributes = readJson(
		attributes.filters,
		isFilterAttributeList,
		[]
	);
	const showStockFilter = readBoolean( attributes.showStockFilter, true );
	const showSearch = readBoolean( attributes.showSearch, true );
	const showSort = readBoolean( attributes.showSort, true );
	const hasFilters = filterAttributes.length > 0 || showStockFilter;

	const {
		products,
		total,
		totalPages,
		page,
		filterCount,
		isLoading,
		hasLoaded,
		error,
	} = useSelect( ( select ) => {
		const store = select( productsStore );
		return {
			products: store.getProducts(),
			total: store.getTotalProducts(),
			totalPages: store.getTotalPages(),
			page: store.getFilters().page,
			filterCount: store.getActiveFilterCount(),
			isLoading: store.isLoadingProducts(),
			hasLoaded: store.hasLoadedProducts(),
			error: store.getProductsError(),
		};
	}, [] );
	const { goToPage, setFacets } = useDispatch( productsStore );
	const addToCart = useAddToCart( NOTICE_CONTEXTS.productGrid );
	const results = useRef< HTMLDivElement >( null );
	// Only when there is nothing to show yet and the first listing takes a
	// while: a preloaded one answers at once and shows no skeleton at all.
	const isWaiting = useDelayedFlag(
		isLoading && ! hasLoaded,
		SKELETON_DELAY_MS
	);
	const showSkeleton = useMinimumDisplay( isWaiting );
	// Before the URL's listing is fetched (next effect), which counts them too.
	const facets = filterAttributes.map( ( { taxonomy } ) => taxonomy );
	const facetKey = facets.join();
	useEffect( () => {
		if ( hasFilters ) {
			setFacets( facets );
		}
		// eslint-disable-next-line react-hooks/exhaustive-deps -- facetKey stands for facets.
	}, [ hasFilters, facetKey, setFacets ] );
	const { invalidSize, dismissInvalidSize } = useUrlSync( {
		perPage,
		category,
	} );

	// Phones: the filters fold into a panel, so the products start near the top.
	const isPhone = useMediaQuery( PHONE_QUERY );
	const [ isPanelOpen, setPanelOpen ] = useState( false );
	const panelId = useId();
	const isPanelHidden = isPhone && ! isPanelOpen;

	return (
		<div
			className={ `rueda-product-grid__layout${
				hasFilters ? ' has-filters' : ''
			}` }
		>
			<div className="rueda-product-grid__header">
				{ showSearch && <SearchBox /> }
				<div className="rueda-product-grid__toolbar">
					{ hasFilters && isPhone && (
						<button
							type="button"
							className="rueda-button is-secondary rueda-product-grid__filters-toggle"
							aria-expanded={ isPanelOpen }
							aria-controls={ panelId }
							onClick={ () => setPanelOpen( ! isPanelOpen ) }
						>
							{ filterCount
								? sprintf(
										/* translators: %d: number of active filters. */
										__( 'Filters (%d)', 'rueda' ),
										filterCount
									)
								: __( 'Filters', 'rueda' ) }
						</button>
					) }
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
					{ showSort && <SortSelect /> }
				</div>
				<ActiveFilters attributes={ filterAttributes } />
				{ invalidSize !== null && (
					<Notice status="warning" onDismiss={ dismissInvalidSize }>
						{ sprintf(
							/* translators: %s: what the link gave as a tyre size. */
							__(
								'“%s” is not a tyre size, so the list shows every size. Write it as on the sidewall, for example 205/55 R16.',
								'rueda'
							),
							invalidSize
						) }
					</Notice>
				) }
			</div>
			{ hasFilters && (
				<Filters
					id={ panelId }
					attributes={ filterAttributes }
					showStockFilter={ showStockFilter }
					hidden={ isPanelHidden }
					onDone={
						isPhone
							? () => {
									setPanelOpen( false );
									results.current?.scrollIntoView( {
										block: 'start',
									} );
								}
							: undefined
					}
				/>
			) }
			<div
				ref={ results }
				className="rueda-product-grid__results"
				aria-busy={ isLoading }
			>
				{ error && <Notice status="error">{ error.message }</Notice> }
				<StoreNotices context={ NOTICE_CONTEXTS.productGrid } />
				{ hasLoaded && ! products.length && ! isLoading && (
					<p className="rueda-product-grid__empty">
						{ __( 'No products match these filters.', 'rueda' ) }
					</p>
				) }
				{ showSkeleton && <ProductListSkeleton columns={ columns } /> }
				{ ! hasLoaded && serverCards ? (
					<ServerCards html={ serverCards } columns={ columns } />
				) : (
					<ProductList
						products={ showSkeleton ? [] : products }
						columns={ columns }
						isAdding={ addToCart.isAdding }
						onAddToCart={ addToCart.add }
					/>
				) }
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

/**
 * Editor UI of rueda/product-grid: settings for the category, the search box
 * and sort menu, the page size, the columns and the filters, and a preview
 * with sample products.
 */
import apiFetch from '@wordpress/api-fetch';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	CheckboxControl,
	PanelBody,
	RangeControl,
	SelectControl,
	ToggleControl,
} from '@wordpress/components';
import { useEffect, useMemo, useState } from '@wordpress/element';
import { decodeEntities } from '@wordpress/html-entities';
import { __, _n, sprintf } from '@wordpress/i18n';

import { Preview } from '@rueda/blocks/shared/editor';
import { getSampleProducts } from '@rueda/blocks/shared/editor/sample-products';
import CheckboxList from './checkbox-list';
import ProductList from './product-list';
import { getStockOptions } from './stock-options';
import { getSortOptions } from './sort-options';
import type { ProductGridAttributes } from './types';

const never = () => false;
const noop = () => undefined;

type Category = { id: number; name: string; slug: string; parent: number };

/**
 * The shop's product categories, children after their parent.
 */
function useCategories(): Category[] {
	const [ categories, setCategories ] = useState< Category[] >( [] );
	useEffect( () => {
		apiFetch< Category[] >( {
			path: '/wc/store/v1/products/categories',
		} )
			.then( setCategories )
			.catch( () => setCategories( [] ) );
	}, [] );
	return useMemo( () => {
		const ordered: Array< Category & { depth: number } > = [];
		const add = ( parent: number, depth: number ) =>
			categories
				.filter( ( category ) => category.parent === parent )
				.forEach( ( category ) => {
					ordered.push( { ...category, depth } );
					add( category.id, depth + 1 );
				} );
		add( 0, 0 );
		return ordered.map( ( category ) => ( {
			...category,
			name:
				'— '.repeat( category.depth ) + decodeEntities( category.name ),
		} ) );
	}, [ categories ] );
}

/** The tyre attributes of the catalogue, with sample values for the preview. */
function getFilterChoices(): Array< [ string, string, string[] ] > {
	return [
		[ 'width', __( 'Width', 'rueda' ), [ '195', '205', '225' ] ],
		[ 'profile', __( 'Profile', 'rueda' ), [ '45', '55', '65' ] ],
		[ 'rim', __( 'Rim diameter', 'rueda' ), [ '15', '16', '17' ] ],
		[ 'season', __( 'Season', 'rueda' ), [ 'Verano', 'Invierno' ] ],
		[ 'brand', __( 'Brand', 'rueda' ), [ 'Michelin', 'Pirelli' ] ],
		[ 'load-index', __( 'Load index', 'rueda' ), [ '91', '94' ] ],
		[ 'speed-rating', __( 'Speed rating', 'rueda' ), [ 'H', 'V' ] ],
	];
}

export default function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< ProductGridAttributes > ) {
	const {
		perPage,
		category,
		columns,
		filters,
		showStockFilter,
		showSearch,
		showSort,
	} = attributes;
	const choices = useMemo( getFilterChoices, [] );
	const categories = useCategories();
	const hasFilters = filters.length > 0 || showStockFilter;
	const products = useMemo(
		() => getSampleProducts( Math.min( perPage, columns * 2 ) ),
		[ perPage, columns ]
	);
	const toggleFilter = ( slug: string, isOn: boolean ) =>
		setAttributes( {
			filters: isOn
				? choices
						.map( ( [ choice ] ) => choice )
						.filter(
							( choice ) =>
								choice === slug || filters.includes( choice )
						)
				: filters.filter( ( choice ) => choice !== slug ),
		} );

	return (
		<div { ...useBlockProps() }>
			<InspectorControls>
				<PanelBody title={ __( 'Products', 'rueda' ) }>
					<SelectControl
						label={ __( 'Category', 'rueda' ) }
						help={ __(
							'Only products of this category and its subcategories.',
							'rueda'
						) }
						value={ category }
						options={ [
							{ value: '', label: __( 'All products', 'rueda' ) },
							...categories.map( ( item ) => ( {
								value: item.slug,
								label: item.name,
							} ) ),
							// A category that no longer exists stays visible until changed.
							...( category &&
							! categories.some(
								( item ) => item.slug === category
							)
								? [ { value: category, label: category } ]
								: [] ),
						] }
						onChange={ ( value ) =>
							setAttributes( { category: value } )
						}
						__next40pxDefaultSize
						__nextHasNoMarginBottom
					/>
					<ToggleControl
						label={ __( 'Search box', 'rueda' ) }
						checked={ showSearch }
						onChange={ ( value ) =>
							setAttributes( { showSearch: value } )
						}
						__nextHasNoMarginBottom
					/>
					<ToggleControl
						label={ __( 'Sort menu', 'rueda' ) }
						checked={ showSort }
						onChange={ ( value ) =>
							setAttributes( { showSort: value } )
						}
						__nextHasNoMarginBottom
					/>
				</PanelBody>
				<PanelBody title={ __( 'Layout', 'rueda' ) }>
					<RangeControl
						label={ __( 'Products per page', 'rueda' ) }
						value={ perPage }
						min={ 1 }
						max={ 48 }
						onChange={ ( value ) =>
							setAttributes( { perPage: value ?? 12 } )
						}
						__next40pxDefaultSize
						__nextHasNoMarginBottom
					/>
					<RangeControl
						label={ __( 'Columns', 'rueda' ) }
						value={ columns }
						min={ 1 }
						max={ 6 }
						onChange={ ( value ) =>
							setAttributes( { columns: value ?? 3 } )
						}
						__next40pxDefaultSize
						__nextHasNoMarginBottom
					/>
				</PanelBody>
				<PanelBody title={ __( 'Filters', 'rueda' ) }>
					{ choices.map( ( [ slug, label ] ) => (
						<CheckboxControl
							key={ slug }
							label={ label }
							checked={ filters.includes( slug ) }
							onChange={ ( isOn ) => toggleFilter( slug, isOn ) }
							__nextHasNoMarginBottom
						/>
					) ) }
					<ToggleControl
						label={ __( 'Filter by availability', 'rueda' ) }
						checked={ showStockFilter }
						onChange={ ( value ) =>
							setAttributes( { showStockFilter: value } )
						}
						__nextHasNoMarginBottom
					/>
				</PanelBody>
			</InspectorControls>
			<Preview>
				<div
					className={ `rueda-product-grid__layout${
						hasFilters ? ' has-filters' : ''
					}` }
				>
					<div className="rueda-product-grid__header">
						{ showSearch && (
							<div className="rueda-product-grid__search">
								<input
									type="search"
									aria-label={ __(
										'Search products',
										'rueda'
									) }
									placeholder={ __(
										'Search by brand, model or size (e.g. 205/55 R16)',
										'rueda'
									) }
									readOnly
								/>
								<button
									type="button"
									className="rueda-button is-secondary rueda-product-grid__search-button"
								>
									<span>{ __( 'Search', 'rueda' ) }</span>
								</button>
							</div>
						) }
						<div className="rueda-product-grid__toolbar">
							<p className="rueda-product-grid__count">
								{ sprintf(
									/* translators: %d: number of products. */
									_n(
										'%d product found',
										'%d products found',
										products.length,
										'rueda'
									),
									products.length
								) }
							</p>
							{ showSort && (
								<div className="rueda-product-grid__sort">
									<span>{ __( 'Sort by', 'rueda' ) }</span>
									<select
										aria-label={ __( 'Sort by', 'rueda' ) }
										value="menu_order"
										onChange={ noop }
									>
										{ getSortOptions().map( ( option ) => (
											<option
												key={ option.value }
												value={ option.value }
											>
												{ option.label }
											</option>
										) ) }
									</select>
								</div>
							) }
						</div>
					</div>
					{ hasFilters && (
						<aside className="rueda-product-grid__filters">
							{ choices
								.filter( ( [ slug ] ) =>
									filters.includes( slug )
								)
								.map( ( [ slug, label, values ] ) => (
									<CheckboxList
										key={ slug }
										legend={ label }
										options={ values.map( ( value ) => ( {
											value,
											label: value,
										} ) ) }
										checked={ [] }
										onToggle={ noop }
									/>
								) ) }
							{ showStockFilter && (
								<CheckboxList
									legend={ __( 'Availability', 'rueda' ) }
									options={ getStockOptions() }
									checked={ [] }
									onToggle={ noop }
								/>
							) }
						</aside>
					) }
					<div className="rueda-product-grid__results">
						<ProductList
							products={ products }
							columns={ columns }
							isAdding={ never }
							onAddToCart={ noop }
						/>
					</div>
				</div>
			</Preview>
		</div>
	);
}

/**
 * Editor UI of rueda/product-grid: settings for the page size, the columns
 * and the filters, and a preview with sample products.
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	CheckboxControl,
	PanelBody,
	RangeControl,
	ToggleControl,
} from '@wordpress/components';
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { Preview } from '../../shared/editor';
import { getSampleProducts } from '../../shared/products/sample-products';
import CheckboxList from './checkbox-list';
import ProductList from './product-list';
import { getStockOptions } from './stock-options';
import type { ProductGridAttributes } from './types';

const never = () => false;
const noop = () => undefined;

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
	const { perPage, columns, filters, showStockFilter } = attributes;
	const choices = useMemo( getFilterChoices, [] );
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
				<div className="rueda-product-grid__layout">
					<aside className="rueda-product-grid__filters">
						{ choices
							.filter( ( [ slug ] ) => filters.includes( slug ) )
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

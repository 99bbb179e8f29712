/**
 * Editor UI of rueda/cart-cross-sells: the heading, edited in place and in
 * the sidebar, how many products and in how many columns, with the shop's
 * first products (samples while they load, or when the shop has none).
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { PanelBody, RangeControl } from '@wordpress/components';
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import {
	EditableHeading,
	Preview,
	TextSettings,
	useSampleProducts,
} from '@rueda/blocks/shared/editor';
import { getSampleProducts } from '@rueda/blocks/shared/editor/sample-products';
import CrossSells, { getDefaultHeading } from './block';
import { CROSS_SELLS_COLUMNS, CROSS_SELLS_COUNT } from './settings';

export type CrossSellsAttributes = {
	heading: string;
	columns: number;
	count: number;
};

const never = () => false;
const noop = () => undefined;

export default function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< CrossSellsAttributes > ) {
	const { columns, count } = attributes;
	const shopProducts = useSampleProducts();
	const products = useMemo(
		() =>
			( shopProducts?.length
				? shopProducts
				: getSampleProducts( count )
			).slice( 0, count ),
		[ shopProducts, count ]
	);
	const heading = getDefaultHeading();
	return (
		<div { ...useBlockProps() }>
			<TextSettings
				texts={ [ [ 'heading', __( 'Heading', 'rueda' ), heading ] ] }
				attributes={ attributes }
				setAttributes={ setAttributes }
			/>
			<InspectorControls>
				<PanelBody title={ __( 'Products', 'rueda' ) }>
					<RangeControl
						label={ __( 'Number of products', 'rueda' ) }
						value={ count }
						onChange={ ( value ) =>
							setAttributes( { count: value ?? 3 } )
						}
						{ ...CROSS_SELLS_COUNT }
						__next40pxDefaultSize
						__nextHasNoMarginBottom
					/>
					<RangeControl
						label={ __( 'Columns', 'rueda' ) }
						value={ columns }
						onChange={ ( value ) =>
							setAttributes( { columns: value ?? 3 } )
						}
						{ ...CROSS_SELLS_COLUMNS }
						__next40pxDefaultSize
						__nextHasNoMarginBottom
					/>
				</PanelBody>
			</InspectorControls>
			<CrossSells
				heading={
					<EditableHeading
						className="rueda-cross-sells__title"
						value={ attributes.heading }
						fallback={ heading }
						onChange={ ( value ) =>
							setAttributes( { heading: value } )
						}
					/>
				}
				columns={ columns }
				products={ products }
				isAdding={ never }
				onAddToCart={ noop }
				notices={ null }
				wrapList={ ( list ) => <Preview>{ list }</Preview> }
			/>
		</div>
	);
}

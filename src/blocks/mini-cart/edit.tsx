/**
 * Editor UI of rueda/mini-cart: the button with sample figures, a setting for
 * the total, and, while the block is selected, the drawer's inner blocks.
 */
import {
	InspectorControls,
	store as blockEditorStore,
	useBlockProps,
	useInnerBlocksProps,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { PanelBody, ToggleControl } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

import { Preview, useSampleCart } from '@rueda/blocks/shared/editor';
import { formatPrice } from '@rueda/shared/money';
import MiniCartButton from './block';
import { MINI_CART_TEMPLATE } from './template';

export type MiniCartAttributes = { showTotal: boolean };

export default function Edit( {
	attributes,
	setAttributes,
	clientId,
	isSelected,
}: BlockEditProps< MiniCartAttributes > ) {
	const { totals, items_count: count } = useSampleCart();
	const hasSelectedDrawer = useSelect(
		( select ) =>
			select( blockEditorStore ).hasSelectedInnerBlock( clientId, true ),
		[ clientId ]
	);
	const { children, ...wrapperProps } = useInnerBlocksProps(
		useBlockProps(),
		{
			template: MINI_CART_TEMPLATE,
			templateLock: false,
			allowedBlocks: [ 'rueda/cart-drawer' ],
		}
	);

	return (
		<div { ...wrapperProps }>
			<InspectorControls>
				<PanelBody title={ __( 'Settings', 'rueda' ) }>
					<ToggleControl
						label={ __( 'Show the cart total', 'rueda' ) }
						checked={ attributes.showTotal }
						onChange={ ( showTotal ) =>
							setAttributes( { showTotal } )
						}
						__nextHasNoMarginBottom
					/>
				</PanelBody>
			</InspectorControls>
			<Preview>
				<MiniCartButton
					count={ count }
					total={ formatPrice( totals.total_price, totals ) }
					showTotal={ attributes.showTotal }
				/>
			</Preview>
			<div
				className="rueda-mini-cart__drawer-editor"
				hidden={ ! isSelected && ! hasSelectedDrawer }
			>
				{ children }
			</div>
		</div>
	);
}

/**
 * Editor UI of rueda/cart: the filled and the empty cart as inner blocks,
 * with a toolbar switch between the two views. New carts are wide, so the
 * filled cart shows its two columns; a warning shows when the checkout is on
 * the same page.
 */
import {
	BlockControls,
	useBlockProps,
	useInnerBlocksProps,
} from '@wordpress/block-editor';
import { ToolbarButton, ToolbarGroup } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { SamePageWarning } from '@rueda/blocks/shared/editor';
import { CART_TEMPLATE } from './template';

type View = 'filled' | 'empty';

export default function Edit() {
	const [ view, setView ] = useState< View >( 'filled' );
	const { children, ...wrapperProps } = useInnerBlocksProps(
		useBlockProps( { className: `is-editing-${ view }-cart` } ),
		{
			template: CART_TEMPLATE,
			templateLock: false,
			allowedBlocks: [ 'rueda/filled-cart', 'rueda/empty-cart' ],
		}
	);
	const views: Array< [ View, string ] > = [
		[ 'filled', __( 'Filled cart', 'rueda' ) ],
		[ 'empty', __( 'Empty cart', 'rueda' ) ],
	];

	return (
		<>
			<BlockControls>
				<ToolbarGroup>
					<>
						{ views.map( ( [ value, label ] ) => (
							<ToolbarButton
								key={ value }
								isPressed={ view === value }
								onClick={ () => setView( value ) }
							>
								{ label }
							</ToolbarButton>
						) ) }
					</>
				</ToolbarGroup>
			</BlockControls>
			<div { ...wrapperProps }>
				<SamePageWarning
					otherBlock="rueda/checkout"
					message={ __(
						'The checkout block is on this page too. Put the cart and the checkout on pages of their own: the cart’s button leads shoppers to the checkout page.',
						'rueda'
					) }
				/>
				{ children }
			</div>
		</>
	);
}

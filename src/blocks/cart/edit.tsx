/**
 * Editor UI of rueda/cart: the filled and the empty cart as inner blocks,
 * with a toolbar switch between the two views.
 */
import {
	BlockControls,
	useBlockProps,
	useInnerBlocksProps,
} from '@wordpress/block-editor';
import { ToolbarButton, ToolbarGroup } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { CART_TEMPLATE } from './template';

type View = 'filled' | 'empty';

export default function Edit() {
	const [ view, setView ] = useState< View >( 'filled' );
	const innerBlocksProps = useInnerBlocksProps(
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
			<div { ...innerBlocksProps } />
		</>
	);
}

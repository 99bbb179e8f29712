/**
 * Editor UI of rueda/checkout-actions: the preview, whether to show the link
 * back to the cart, and its text.
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';

import {
	Preview,
	SectionToggles,
	TextSettings,
} from '@rueda/blocks/shared/editor';
import CheckoutActions from './block';

export type CheckoutActionsAttributes = {
	showReturnToCart: boolean;
	returnToCartButtonLabel: string;
};

const noop = () => undefined;
const IDLE = { disabled: false, busy: false, icon: 'none' } as const;

export default function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< CheckoutActionsAttributes > ) {
	return (
		<div { ...useBlockProps() }>
			<SectionToggles
				sections={ [
					[
						'showReturnToCart',
						__( 'Return to cart link', 'rueda' ),
					],
				] }
				attributes={ attributes }
				setAttributes={ setAttributes }
			/>
			{ attributes.showReturnToCart && (
				<TextSettings
					texts={ [
						[
							'returnToCartButtonLabel',
							__( 'Return to cart link text', 'rueda' ),
							__( 'Return to Cart', 'rueda' ),
						],
					] }
					attributes={ attributes }
					setAttributes={ setAttributes }
				/>
			) }
			<Preview>
				<CheckoutActions
					buttonText=""
					state={ IDLE }
					onPlaceOrder={ noop }
					cartUrl={ attributes.showReturnToCart ? '#' : '' }
					returnText={ attributes.returnToCartButtonLabel.trim() }
				/>
			</Preview>
		</div>
	);
}

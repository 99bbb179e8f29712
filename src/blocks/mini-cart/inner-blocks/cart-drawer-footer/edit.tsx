/**
 * Editor UI of rueda/cart-drawer-footer: the preview with the sample cart,
 * the buttons' texts and whether the button to the cart page shows.
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';

import {
	Preview,
	SectionToggles,
	TextSettings,
	getEditorSettings,
	useSampleCart,
} from '@rueda/blocks/shared/editor';
import DrawerFooter from './block';

export type DrawerFooterAttributes = {
	cartButtonLabel: string;
	checkoutButtonLabel: string;
	showCartButton: boolean;
};

export default function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< DrawerFooterAttributes > ) {
	const { totals } = useSampleCart();
	return (
		<div { ...useBlockProps() }>
			<SectionToggles
				sections={ [
					[ 'showCartButton', __( 'Button to the cart', 'rueda' ) ],
				] }
				attributes={ attributes }
				setAttributes={ setAttributes }
			/>
			<TextSettings
				texts={ [
					[
						'cartButtonLabel',
						__( 'Cart button text', 'rueda' ),
						__( 'View cart', 'rueda' ),
					],
					[
						'checkoutButtonLabel',
						__( 'Checkout button text', 'rueda' ),
						__( 'Go to checkout', 'rueda' ),
					],
				] }
				attributes={ attributes }
				setAttributes={ setAttributes }
			/>
			<Preview>
				<DrawerFooter
					totals={ totals }
					includingTax={
						getEditorSettings().taxes.displayCartPricesIncludingTax
					}
					cartUrl={ attributes.showCartButton ? '#' : '' }
					checkoutUrl="#"
					cartButtonLabel={ attributes.cartButtonLabel.trim() }
					checkoutButtonLabel={ attributes.checkoutButtonLabel.trim() }
				/>
			</Preview>
		</div>
	);
}

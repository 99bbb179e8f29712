/**
 * Editor UI of rueda/cart-order-summary: its heading, edited in place and in
 * the sidebar; its rows as inner blocks, with a toggle for the coupon form
 * (the form is an inner block of its own: the toggle adds or removes it);
 * and the totals footer with the sample cart.
 */
import {
	store as blockEditorStore,
	useBlockProps,
	useInnerBlocksProps,
} from '@wordpress/block-editor';
import { createBlock, type BlockEditProps } from '@wordpress/blocks';
import { useDispatch, useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

import {
	EditableHeading,
	SectionToggles,
	TextSettings,
} from '@rueda/blocks/shared/editor';
import { ORDER_SUMMARY_TEMPLATE } from '../../template';
import { getDefaultHeading } from './block';
import SampleTotalsFooter from './sample-footer';

export type OrderSummaryAttributes = { heading: string };

export const COUPON_FORM_BLOCK = 'rueda/cart-order-summary-coupon-form';
const SUBTOTAL_BLOCK = 'rueda/cart-order-summary-subtotal';

export default function Edit( {
	attributes,
	setAttributes,
	clientId,
}: BlockEditProps< OrderSummaryAttributes > ) {
	const { children, ...wrapperProps } = useInnerBlocksProps(
		useBlockProps(),
		{ template: ORDER_SUMMARY_TEMPLATE, templateLock: false }
	);
	const { couponForm, subtotalIndex } = useSelect(
		( select ) => {
			const blocks = select( blockEditorStore ).getBlocks( clientId );
			return {
				couponForm:
					blocks.find( ( block ) => block.name === COUPON_FORM_BLOCK )
						?.clientId ?? '',
				subtotalIndex: blocks.findIndex(
					( block ) => block.name === SUBTOTAL_BLOCK
				),
			};
		},
		[ clientId ]
	);
	const { insertBlock, removeBlock } = useDispatch( blockEditorStore );
	const heading = getDefaultHeading();
	return (
		<div { ...wrapperProps }>
			<TextSettings
				texts={ [ [ 'heading', __( 'Heading', 'rueda' ), heading ] ] }
				attributes={ attributes }
				setAttributes={ setAttributes }
			/>
			<SectionToggles
				sections={ [ [ 'couponForm', __( 'Coupon form', 'rueda' ) ] ] }
				attributes={ { couponForm: couponForm !== '' } }
				setAttributes={ ( { couponForm: show } ) => {
					if ( show && ! couponForm ) {
						insertBlock(
							createBlock( COUPON_FORM_BLOCK ),
							subtotalIndex + 1,
							clientId
						);
					} else if ( ! show && couponForm ) {
						removeBlock( couponForm, false );
					}
				} }
			/>
			<EditableHeading
				className="rueda-order-summary__title"
				value={ attributes.heading }
				fallback={ heading }
				onChange={ ( value ) => setAttributes( { heading: value } ) }
			/>
			{ children }
			<SampleTotalsFooter />
		</div>
	);
}

/**
 * Editor UI of rueda/checkout-order-summary: the heading, edited in place and
 * in the sidebar, a toggle for the coupon form, and the summary of the sample
 * cart.
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';

import CouponForm from '@rueda/shared/cart/coupon-form';
import {
	EditableHeading,
	Preview,
	SectionToggles,
	TextSettings,
	getEditorSettings,
	useSampleCart,
} from '@rueda/blocks/shared/editor';
import OrderSummary, { getDefaultHeading } from './block';

export type OrderSummaryAttributes = {
	heading: string;
	showCouponForm: boolean;
};

const noop = () => undefined;
const resolved = () => Promise.resolve();

export default function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< OrderSummaryAttributes > ) {
	const cart = useSampleCart();
	const heading = getDefaultHeading();
	return (
		<div { ...useBlockProps() }>
			<TextSettings
				texts={ [ [ 'heading', __( 'Heading', 'rueda' ), heading ] ] }
				attributes={ attributes }
				setAttributes={ setAttributes }
			/>
			<SectionToggles
				sections={ [
					[ 'showCouponForm', __( 'Coupon form', 'rueda' ) ],
				] }
				attributes={ attributes }
				setAttributes={ setAttributes }
			/>
			<EditableHeading
				className="rueda-order-summary__title"
				value={ attributes.heading }
				fallback={ heading }
				onChange={ ( value ) => setAttributes( { heading: value } ) }
			/>
			<Preview>
				<OrderSummary
					heading={ null }
					cart={ cart }
					taxes={ getEditorSettings().taxes }
					couponForm={
						attributes.showCouponForm && (
							<CouponForm
								instanceId="editor-checkout"
								isApplying={ false }
								onApply={ resolved }
							/>
						)
					}
					removingCoupon=""
					onRemoveCoupon={ noop }
					instanceId="editor"
					initialOpen
				/>
			</Preview>
		</div>
	);
}

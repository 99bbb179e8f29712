/**
 * rueda/cart-express-payment on the live site: the buttons of the express
 * payment methods available for the cart (as on the checkout), then the
 * buttons extensions placed in the area, then "Or"; under the buttons, once
 * the shopper tries a wallet, the boxes an order needs (the terms, the early
 * start of services). While the methods load
 * it shows a placeholder per button the server counted (data-placeholders);
 * with nothing to show it renders nothing at all, nor for a cart whose order
 * books a time at the workshop (a service collected there, or services only),
 * which only the checkout asks for. Its first render starts the cart's
 * express payments (start.ts).
 */
import { useSelect } from '@wordpress/data';
import { useEffect } from '@wordpress/element';
import {
	cartStore,
	getExpressPaymentMethods,
	type InnerBlockProps,
} from '@rueda/runtime';

import { isPickedUp } from '@rueda/shared/cart/display';
import { readInteger } from '@rueda/blocks/shared/frontend/attributes';
import { StoreNotices } from '@rueda/blocks/shared/notices';
import {
	ExpressMethods,
	useExpressPaymentMethods,
} from '@rueda/blocks/shared/payment-methods/express-methods';
import ExpressPlaceholders from '@rueda/blocks/shared/payment-methods/express-placeholders';
import {
	EXPRESS_PAYMENT_NOTICE_CONTEXT,
	PAYMENT_NOTICE_CONTEXT,
} from '@rueda/stores/payment/constants';
import { ExpressPaymentDivider } from './block';
import ExpressConsentsOnDemand from './express-consents-on-demand';
import { startCartExpressPayments } from './start';

const UNKNOWN = -1;

export default function ExpressPaymentBlock( {
	className,
	attributes,
	children,
}: InnerBlockProps ) {
	useEffect( () => startCartExpressPayments(), [] );
	const { isLoading, methods } = useExpressPaymentMethods();
	const booksWorkshop = useSelect( ( select ) => {
		const cart = select( cartStore ).getCartData();
		return (
			!! cart &&
			cart.items.some( ( item ) => item.kind === 'service' ) &&
			( ! cart.needs_shipping || isPickedUp( cart ) )
		);
	}, [] );
	const counted = readInteger( attributes.placeholders, UNKNOWN, {
		min: 0,
		max: 20,
	} );
	const placeholders =
		counted === UNKNOWN
			? Object.keys( getExpressPaymentMethods() ).length
			: counted;
	// The server counted none: no placeholder (and no flash of one).
	const showPlaceholders = isLoading && counted !== 0;
	if (
		booksWorkshop ||
		( ! showPlaceholders && methods.length === 0 && ! children )
	) {
		return null;
	}
	return (
		<div className={ className }>
			<StoreNotices context={ EXPRESS_PAYMENT_NOTICE_CONTEXT } />
			<StoreNotices context={ PAYMENT_NOTICE_CONTEXT } />
			{ showPlaceholders && (
				<ExpressPlaceholders count={ placeholders } />
			) }
			{ ! isLoading && methods.length > 0 && (
				<>
					<div className="rueda-express-checkout__methods">
						<ExpressMethods methods={ methods } />
					</div>
					<ExpressConsentsOnDemand />
				</>
			) }
			{ children && (
				<div className="rueda-express-payment__methods">
					{ children }
				</div>
			) }
			<ExpressPaymentDivider />
		</div>
	);
}

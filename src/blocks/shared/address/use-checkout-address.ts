/**
 * useCheckoutAddress(): the billing and shipping addresses of the checkout,
 * seeded from the cart and kept on the client while the shopper edits them
 * (shared by the contact, shipping and billing steps). Edits reach the cart
 * store's updateCustomerData after a pause (CUSTOMER_DATA_PUSH_DEBOUNCE_MS)
 * and at once when the order is placed; while "use same address for billing"
 * is on and the cart needs shipping, billing follows shipping.
 */
import { useDispatch, useRegistry, useSelect } from '@wordpress/data';
import {
	useCallback,
	useEffect,
	useRef,
	useSyncExternalStore,
} from '@wordpress/element';

import { cartStore, checkoutEvents, checkoutStore } from '@rueda/runtime';

import {
	getCheckoutAddressState,
	type CheckoutAddresses,
} from './checkout-address-state';
import {
	clearDirtyCustomerData,
	markCustomerDataDirty,
} from '@rueda/shared/address/dirty-customer-data';
import type {
	BillingAddress,
	ShippingAddress,
} from '@rueda/shared/address/types';

/**
 * Billing as a copy of shipping; the email, which only billing has, stays.
 *
 * @param addresses Current addresses.
 */
function mirrorShipping( addresses: CheckoutAddresses ): CheckoutAddresses {
	return {
		shipping: addresses.shipping,
		billing: { ...addresses.shipping, email: addresses.billing.email },
	};
}

export function useCheckoutAddress() {
	const registry = useRegistry();
	const state = getCheckoutAddressState( registry );
	const addresses = useSyncExternalStore( state.subscribe, state.get );
	const { useShippingAsBilling, isComplete } = useSelect(
		( select ) => ( {
			useShippingAsBilling:
				select( checkoutStore ).getUseShippingAsBilling(),
			isComplete: select( checkoutStore ).isComplete(),
		} ),
		[]
	);
	const { setUseShippingAsBilling } = useDispatch( checkoutStore );

	const update = useCallback(
		( change: ( current: CheckoutAddresses ) => CheckoutAddresses ) => {
			const next = change( state.get() );
			// Without shipping the billing form is the only one shown.
			const mirror =
				registry.select( checkoutStore ).getUseShippingAsBilling() &&
				registry.select( cartStore ).getNeedsShipping();
			state.set( mirror ? mirrorShipping( next ) : next );
			markCustomerDataDirty();
		},
		[ registry, state ]
	);

	// Turning "same address" on copies shipping over billing; on at load, the
	// billing the customer has stays until shipping is edited (the order is
	// placed with billing = shipping either way).
	const wasMirroring = useRef( useShippingAsBilling );
	useEffect( () => {
		if ( useShippingAsBilling && ! wasMirroring.current ) {
			update( ( current ) => current );
		}
		wasMirroring.current = useShippingAsBilling;
	}, [ useShippingAsBilling, update ] );

	// Placing the order sends the edits not sent yet and waits for the answer
	// before the checks run: rates and totals must be those of the address as
	// typed (checkout_validation listeners run before the checks).
	useEffect(
		() =>
			checkoutEvents.onCheckoutValidation( async () => {
				await state.flushAndSettle();
				return true;
			}, 0 ),
		[ state ]
	);

	useEffect( () => {
		if ( isComplete ) {
			clearDirtyCustomerData();
		}
	}, [ isComplete ] );

	return {
		billingAddress: addresses.billing,
		shippingAddress: addresses.shipping,
		useShippingAsBilling,
		setUseShippingAsBilling,
		setBillingAddress: useCallback(
			( billing: BillingAddress ) =>
				update( ( current ) => ( { ...current, billing } ) ),
			[ update ]
		),
		setShippingAddress: useCallback(
			( shipping: ShippingAddress ) =>
				update( ( current ) => ( { ...current, shipping } ) ),
			[ update ]
		),
		setEmail: useCallback(
			( email: string ) =>
				update( ( current ) => ( {
					...current,
					billing: { ...current.billing, email },
				} ) ),
			[ update ]
		),
	};
}

/**
 * rueda/checkout-shipping-method on the live site: shown when the order ships
 * and pickup is offered. Pickup selects the first pickup location for every
 * package; shipping the first shipping rate of each package. A cart with a
 * tyre fitted at the workshop is only picked up: the step says why.
 */
import { useInstanceId } from '@wordpress/compose';
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect } from '@wordpress/element';
import { cartStore, checkoutStore, type InnerBlockProps } from '@rueda/runtime';

import { hasFittedTyre } from '@rueda/shared/fitting/line-fitting';
import {
	getPickupSelection,
	getShipSelections,
	hasPickupRates,
	isPickupSelected,
} from '../../delivery';
import ShippingMethodToggle from './block';

// Failures are in the cart store (shipping events, errors) and its notices.
const ignore = () => undefined;

export default function ShippingMethodBlock( { className }: InnerBlockProps ) {
	const instanceId = useInstanceId( ShippingMethodBlock );
	const { packages, needsShipping, prefersCollection, isSelecting, fitted } =
		useSelect(
			( select ) => ( {
				fitted: hasFittedTyre( select( cartStore ).getItems() ),
				packages: select( cartStore ).getShippingRates(),
				needsShipping: select( cartStore ).getNeedsShipping(),
				prefersCollection:
					select( checkoutStore ).getPrefersCollection(),
				isSelecting: select( cartStore ).isShippingRateBeingSelected(),
			} ),
			[]
		);
	const { selectShippingRate } = useDispatch( cartStore );
	const { setPrefersCollection, setUseShippingAsBilling } =
		useDispatch( checkoutStore );
	const offersPickup = needsShipping && hasPickupRates( packages );

	// The choice the server remembers (pickup chosen on an earlier visit), and
	// back to shipping when pickup is no longer offered.
	const pickedUp = isPickupSelected( packages );
	useEffect( () => {
		if ( offersPickup && pickedUp && ! prefersCollection ) {
			setPrefersCollection( true );
			setUseShippingAsBilling( false );
		} else if ( ! offersPickup && prefersCollection ) {
			setPrefersCollection( false );
		}
		// Only when the cart's rates change, not on the shopper's own toggling.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ offersPickup, pickedUp ] );

	if ( ! offersPickup ) {
		return null;
	}

	const choose = async ( pickup: boolean ) => {
		setPrefersCollection( pickup );
		// Picked-up orders are billed to the address the shopper types in the
		// billing form; shipped ones start billed to the shipping address.
		setUseShippingAsBilling( ! pickup );
		if ( pickup ) {
			const selection = getPickupSelection( packages );
			if ( selection ) {
				await selectShippingRate( selection.rateId, null ).catch(
					ignore
				);
			}
			return;
		}
		// One package after the other: each answer is the whole cart.
		for ( const { rateId, packageId } of getShipSelections( packages ) ) {
			await selectShippingRate( rateId, packageId ).catch( ignore );
		}
	};

	return (
		<div className={ className }>
			<ShippingMethodToggle
				pickupOnly={ fitted }
				prefersCollection={ prefersCollection }
				onChange={ ( pickup ) => void choose( pickup ) }
				disabled={ isSelecting }
				instanceId={ String( instanceId ) }
			/>
		</div>
	);
}

/**
 * rueda/checkout-pickup-options on the live site: the pickup locations, shown
 * once the shopper prefers pickup. Choosing one selects it for every package.
 * A cart with a workshop service also books its appointment here (or in a
 * step of its own when nothing ships).
 */
import { useInstanceId } from '@wordpress/compose';
import { useDispatch, useSelect } from '@wordpress/data';
import {
	lazy,
	Suspense,
	useEffect,
	useMemo,
	useState,
} from '@wordpress/element';
import {
	cartStore,
	checkoutStore,
	getShopSettings,
	type InnerBlockProps,
} from '@rueda/runtime';

import { getSelectedRate, isPickupRate } from '@rueda/shared/cart/shipping';
import {
	booksWorkshop,
	pickupLocationIndex,
	readAppointmentLocations,
} from '../../appointment/books-workshop';
import { getPickupRates, showsPickupLocationWarning } from '../../delivery';
import PickupOptions from './block';

// The appointment (its store and slot picker) loads only for carts that book the workshop.
const AppointmentPicker = lazy(
	() =>
		import(
			/* webpackChunkName: "checkout-appointment" */ '../../appointment/appointment-picker'
		)
);
const WorkshopAppointmentStep = lazy(
	() =>
		import(
			/* webpackChunkName: "checkout-appointment" */ '../../appointment/workshop-appointment-step'
		)
);

// Failures are in the cart store (shipping events, errors) and its notices.
const ignore = () => undefined;

export default function PickupOptionsBlock( { className }: InnerBlockProps ) {
	const instanceId = useInstanceId( PickupOptionsBlock );
	const {
		packages,
		needsShipping,
		prefersCollection,
		isSelecting,
		booksAppointment,
	} = useSelect(
		( select ) => ( {
			packages: select( cartStore ).getShippingRates(),
			needsShipping: select( cartStore ).getNeedsShipping(),
			prefersCollection: select( checkoutStore ).getPrefersCollection(),
			isSelecting: select( cartStore ).isShippingRateBeingSelected(),
			booksAppointment: booksWorkshop( select( cartStore ).getItems() ),
		} ),
		[]
	);
	const { selectShippingRate } = useDispatch( cartStore );
	const rates = useMemo( () => getPickupRates( packages ), [ packages ] );
	// The shopper's choice shows at once, before the server confirms it.
	const [ chosen, setChosen ] = useState( '' );
	useEffect( () => setChosen( '' ), [ packages ] );

	if ( ! needsShipping && booksAppointment ) {
		return (
			<div className={ className }>
				<Suspense fallback={ null }>
					<WorkshopAppointmentStep
						locations={ readAppointmentLocations(
							getShopSettings().checkout
						) }
						instanceId={ String( instanceId ) }
					/>
				</Suspense>
			</div>
		);
	}
	if ( ! needsShipping || ! prefersCollection || rates.length === 0 ) {
		return null;
	}
	const selected = packages
		.map( getSelectedRate )
		.find( ( rate ) => rate !== null && isPickupRate( rate ) );
	const location = pickupLocationIndex( selected?.rate_id ?? '' );

	return (
		<div className={ className }>
			<PickupOptions
				rates={ rates }
				selectedRateId={ chosen || selected?.rate_id || '' }
				onSelect={ ( rate ) => {
					setChosen( rate.rate_id );
					selectShippingRate( rate.rate_id, null ).catch( ignore );
				} }
				disabled={ isSelecting }
				showsLocationWarning={ showsPickupLocationWarning( packages ) }
				includingTax={
					getShopSettings().taxes.displayCartPricesIncludingTax
				}
				instanceId={ String( instanceId ) }
			>
				{ booksAppointment && location !== null && (
					<Suspense fallback={ null }>
						<AppointmentPicker
							location={ location }
							idPrefix={ `rueda-appointment-${ instanceId }` }
						/>
					</Suspense>
				) }
			</PickupOptions>
		</div>
	);
}

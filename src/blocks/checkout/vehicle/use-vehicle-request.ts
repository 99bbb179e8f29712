/**
 * The vehicle fields' state: the plate (asked for when the order books the
 * workshop) kept normalised in the checkout store's additional fields, its
 * error in the rueda/validation store, and the tyre finder's vehicle sent as
 * it is remembered. A refusal of the server (`rueda_invalid_plate`,
 * `rueda_plate_required`) shows on the field too, and the checkout then moves
 * the focus to it as to any invalid field.
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useMemo, useState } from '@wordpress/element';
import {
	cartStore,
	checkoutEvents,
	checkoutStore,
	validationStore,
} from '@rueda/runtime';

import { useFieldErrors } from '@rueda/blocks/shared/address/use-field-errors';
import { getSelectedRate, isPickupRate } from '@rueda/shared/cart/shipping';
import { checkPlate, plateMessage } from '@rueda/shared/plate';
import { useStoredVehicle } from '@rueda/shared/tyres/use-stored-vehicle';
import { booksWorkshop } from '../appointment/books-workshop';
import {
	FOREIGN_PLATE_FIELD,
	PLATE_ERROR_CODES,
	PLATE_FIELD,
	PLATE_VALIDATION_ID,
	VEHICLE_FIELD,
} from './constants';
import { getVehicleText } from './vehicle-name';

export function useVehicleRequest() {
	const { asksPlate, fields } = useSelect( ( select ) => {
		const cart = select( cartStore );
		const checkout = select( checkoutStore );
		// As the server decides (AppointmentCheckout): a service, collected.
		const collected =
			! cart.getNeedsShipping() ||
			( checkout.getPrefersCollection() &&
				cart
					.getShippingRates()
					.map( getSelectedRate )
					.some(
						( rate ) => rate !== null && isPickupRate( rate )
					) );
		return {
			asksPlate: booksWorkshop( cart.getItems() ) && collected,
			fields: checkout.getAdditionalFields(),
		};
	}, [] );
	const { setAdditionalFields } = useDispatch( checkoutStore );
	const { setValidationErrors } = useDispatch( validationStore );
	const foreign = fields[ FOREIGN_PLATE_FIELD ] === true;
	// What the shopper typed, shown as typed; the store holds it normalised.
	const [ typed, setTyped ] = useState( () =>
		String( fields[ PLATE_FIELD ] ?? '' )
	);
	const vehicle = getVehicleText( useStoredVehicle() );

	useEffect( () => {
		setAdditionalFields( { [ VEHICLE_FIELD ]: vehicle } );
	}, [ vehicle, setAdditionalFields ] );

	const check = checkPlate( typed, foreign );
	const message = asksPlate ? plateMessage( check.fault ) : '';
	const touch = useFieldErrors(
		useMemo(
			(): Record< string, string > =>
				asksPlate ? { [ PLATE_VALIDATION_ID ]: message } : {},
			[ asksPlate, message ]
		)
	);
	const error = useSelect(
		( select ) =>
			select( validationStore ).getValidationError( PLATE_VALIDATION_ID ),
		[]
	);

	useEffect(
		() =>
			checkoutEvents.onCheckoutFail( ( { processingResponse } ) => {
				if (
					PLATE_ERROR_CODES.includes(
						processingResponse?.code ?? ''
					) &&
					processingResponse?.message
				) {
					setValidationErrors( {
						[ PLATE_VALIDATION_ID ]: {
							message: processingResponse.message,
							hidden: false,
						},
					} );
				}
				return true;
			} ),
		[ setValidationErrors ]
	);

	const send = ( plate: string, isForeign: boolean ) => {
		const checked = checkPlate( plate, isForeign );
		setAdditionalFields( {
			[ PLATE_FIELD ]: checked.fault ? plate.trim() : checked.normalized,
			[ FOREIGN_PLATE_FIELD ]: isForeign,
		} );
	};

	return {
		asksPlate,
		plate: typed,
		foreign,
		vehicle,
		error: error && ! error.hidden ? error.message : '',
		setPlate: ( next: string ) => {
			setTyped( next );
			send( next, foreign );
			touch( PLATE_VALIDATION_ID );
		},
		/** Leaving the field shows the plate as it will be kept. */
		blurPlate: () => {
			touch( PLATE_VALIDATION_ID );
			if ( ! check.fault ) {
				setTyped( check.normalized );
			}
		},
		setForeign: ( next: boolean ) => {
			send( typed, next );
			touch( PLATE_VALIDATION_ID );
		},
	};
}

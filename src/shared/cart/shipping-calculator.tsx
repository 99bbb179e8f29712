/**
 * The shipping calculator: country, province and postcode, sent as the
 * shipping address so the server can offer rates. Changing the country
 * resets province and postcode (spec section 5). An address the server
 * refuses keeps the form open with the server's reason under it.
 */
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import type { FormEvent } from 'react';

import { isRecord } from '../api/guards';
import { getErrorMessage } from './error-message';

export type CalculatorAddress = {
	country: string;
	state: string;
	postcode: string;
};

export type ShippingCalculatorProps = {
	address: CalculatorAddress;
	/** Country code => name. */
	countries: Readonly< Record< string, string > >;
	/** Country code => (state code => name), for countries that use states. */
	states: Readonly< Record< string, Readonly< Record< string, string > > > >;
	onSubmit: ( address: CalculatorAddress ) => Promise< unknown >;
	isUpdating: boolean;
	instanceId: string;
};

/**
 * Why the server refused the address: its message for shipping_address
 * (400 rest_invalid_param: wrong country, province or postcode), else the
 * request's message.
 *
 * @param reason The failed request's error.
 */
function getRefusalMessage( reason: unknown ): string {
	const params =
		isRecord( reason ) &&
		isRecord( reason.data ) &&
		isRecord( reason.data.params )
			? reason.data.params
			: {};
	return typeof params.shipping_address === 'string' &&
		params.shipping_address
		? params.shipping_address
		: getErrorMessage( reason );
}

function describeAddress(
	address: CalculatorAddress,
	countries: ShippingCalculatorProps[ 'countries' ],
	states: ShippingCalculatorProps[ 'states' ]
): string {
	return [
		address.postcode,
		states[ address.country ]?.[ address.state ] ?? address.state,
		countries[ address.country ] ?? address.country,
	]
		.filter( Boolean )
		.join( ', ' );
}

export default function ShippingCalculator( {
	address,
	countries,
	states,
	onSubmit,
	isUpdating,
	instanceId,
}: ShippingCalculatorProps ) {
	const [ isOpen, setOpen ] = useState( false );
	const [ draft, setDraft ] = useState( address );
	const [ error, setError ] = useState( '' );
	const id = ( field: string ) =>
		`rueda-calculator-${ instanceId }-${ field }`;
	const countryStates = states[ draft.country ] ?? {};
	const hasStates = Object.keys( countryStates ).length > 0;
	const location = describeAddress( address, countries, states );

	const submit = ( event: FormEvent ) => {
		event.preventDefault();
		setError( '' );
		onSubmit( draft ).then(
			() => setOpen( false ),
			( reason: unknown ) => setError( getRefusalMessage( reason ) )
		);
	};

	return (
		<div className="rueda-shipping-calculator">
			{ address.country && (
				<p className="rueda-shipping-calculator__location">
					{ sprintf(
						/* translators: %s: postcode, province and country. */
						__( 'Shipping to %s', 'rueda' ),
						location
					) }
				</p>
			) }
			<button
				type="button"
				className="rueda-link-button"
				aria-expanded={ isOpen }
				onClick={ () => {
					setDraft( address );
					setError( '' );
					setOpen( ! isOpen );
				} }
			>
				{ address.country
					? __( 'Change address', 'rueda' )
					: __( 'Calculate shipping', 'rueda' ) }
			</button>
			{ isOpen && (
				<form
					className="rueda-shipping-calculator__form"
					onSubmit={ submit }
				>
					<label htmlFor={ id( 'country' ) }>
						{ __( 'Country/Region', 'rueda' ) }
					</label>
					<select
						id={ id( 'country' ) }
						value={ draft.country }
						onChange={ ( event ) =>
							setDraft( {
								country: event.target.value,
								state: '',
								postcode: '',
							} )
						}
					>
						<option value="">
							{ __( 'Select a country', 'rueda' ) }
						</option>
						{ Object.entries( countries ).map(
							( [ code, name ] ) => (
								<option key={ code } value={ code }>
									{ name }
								</option>
							)
						) }
					</select>
					<label htmlFor={ id( 'state' ) }>
						{ __( 'Province', 'rueda' ) }
					</label>
					{ hasStates ? (
						<select
							id={ id( 'state' ) }
							value={ draft.state }
							onChange={ ( event ) =>
								setDraft( {
									...draft,
									state: event.target.value,
								} )
							}
						>
							<option value="">
								{ __( 'Select a province', 'rueda' ) }
							</option>
							{ Object.entries( countryStates ).map(
								( [ code, name ] ) => (
									<option key={ code } value={ code }>
										{ name }
									</option>
								)
							) }
						</select>
					) : (
						<input
							id={ id( 'state' ) }
							type="text"
							autoComplete="address-level1"
							value={ draft.state }
							onChange={ ( event ) =>
								setDraft( {
									...draft,
									state: event.target.value,
								} )
							}
						/>
					) }
					<label htmlFor={ id( 'postcode' ) }>
						{ __( 'Postal code', 'rueda' ) }
					</label>
					<input
						id={ id( 'postcode' ) }
						type="text"
						autoComplete="postal-code"
						value={ draft.postcode }
						onChange={ ( event ) =>
							setDraft( {
								...draft,
								postcode: event.target.value
									.trimStart()
									.toUpperCase(),
							} )
						}
					/>
					<button
						type="submit"
						className="rueda-button"
						disabled={ isUpdating || ! draft.country }
						aria-busy={ isUpdating }
					>
						{ __( 'Update', 'rueda' ) }
					</button>
					{ error && (
						<p
							className="rueda-shipping-calculator__error"
							role="alert"
						>
							{ error }
						</p>
					) }
				</form>
			) }
		</div>
	);
}

/**
 * "Por vehículo": Marca → Modelo → Año → Versión from the vehicle API, then
 * the version's homologated sizes. The vehicle is remembered for the visit
 * when the shopper follows one of them; a remembered vehicle is shown with
 * its sizes and a way to choose another.
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, _x } from '@wordpress/i18n';

import Notice from '@rueda/shared/cart/notice';
import { useStoredVehicle } from '@rueda/shared/tyres/use-stored-vehicle';
import {
	clearVehicle,
	setVehicle,
	type StoredVehicle,
	type VehicleFitment,
} from '@rueda/shared/tyres/vehicle-fit';
import FinderSelect from './finder-select';
import FitmentList from './fitment-list';
import { useVehicleOptions } from './use-vehicle-options';
import type { VehicleQuery } from './vehicle-api';

const NO_QUERY: VehicleQuery = { make: '', model: '', year: '' };

const asOptions = ( values: Array< string | number > ) =>
	values.map( ( value ) => ( {
		value: String( value ),
		label: String( value ),
	} ) );

/**
 * "SEAT León 1.5 TSI 130 CV (2021)".
 *
 * @param vehicle Vehicle.
 */
export function getVehicleLabel( vehicle: StoredVehicle ): string {
	return `${ vehicle.make } ${ vehicle.model } ${ vehicle.version } (${ vehicle.year })`;
}

export default function VehicleSearch( {
	id,
	shopUrl,
	enabled,
}: {
	id: string;
	shopUrl: string;
	/** Load the lists (once the tab is used; never in the editor). */
	enabled: boolean;
} ) {
	const stored = useStoredVehicle();
	const [ query, setQuery ] = useState( NO_QUERY );
	const [ versionName, setVersionName ] = useState( '' );
	const [ focusMake, setFocusMake ] = useState( false );
	const makeSelect = useRef< HTMLDivElement >( null );
	const { makes, models, years, versions, retry } = useVehicleOptions(
		query,
		enabled && ! stored
	);

	// After "Change", the make select takes the focus once it can (its list
	// may still be loading).
	useEffect( () => {
		if ( focusMake && ! stored && makes.status !== 'loading' ) {
			makeSelect.current?.querySelector( 'select' )?.focus();
			setFocusMake( false );
		}
	}, [ focusMake, stored, makes.status ] );

	if ( stored ) {
		return (
			<>
				<p className="rueda-tyre-finder__vehicle">
					{ __( 'Your vehicle:', 'rueda' ) }{ ' ' }
					<strong>{ getVehicleLabel( stored ) }</strong>
					{ ' · ' }
					<button
						type="button"
						className="rueda-link-button"
						onClick={ () => {
							clearVehicle();
							setQuery( NO_QUERY );
							setVersionName( '' );
							setFocusMake( true );
						} }
					>
						{ _x( 'Change', 'the remembered vehicle', 'rueda' ) }
					</button>
				</p>
				<FitmentList
					fitments={ [ stored.fitment ] }
					shopUrl={ shopUrl }
					onChoose={ () => setVehicle( stored ) }
				/>
			</>
		);
	}

	const version = versions.items.find(
		( candidate ) => candidate.name === versionName
	);
	const failed = [ makes, models, years, versions ].find(
		( level ) => level.status === 'error'
	);
	const choose = ( fitment: VehicleFitment ) =>
		setVehicle( {
			make: query.make,
			model: query.model,
			year: Number( query.year ),
			version: versionName,
			fitment: {
				front: {
					size: fitment.front.size,
					load_index: fitment.front.load_index,
					speed_rating: fitment.front.speed_rating,
				},
				rear: {
					size: fitment.rear.size,
					load_index: fitment.rear.load_index,
					speed_rating: fitment.rear.speed_rating,
				},
			},
		} );

	return (
		<>
			<div
				className="rueda-tyre-finder__fields is-vehicle"
				ref={ makeSelect }
			>
				<FinderSelect
					id={ `${ id }-make` }
					label={ __( 'Make', 'rueda' ) }
					value={ query.make }
					options={ asOptions( makes.items ) }
					isLoading={ makes.status === 'loading' }
					onChange={ ( make ) => {
						setQuery( { ...NO_QUERY, make } );
						setVersionName( '' );
					} }
				/>
				<FinderSelect
					id={ `${ id }-model` }
					label={ __( 'Model', 'rueda' ) }
					value={ query.model }
					options={ asOptions( models.items ) }
					isLoading={ models.status === 'loading' }
					onChange={ ( model ) => {
						setQuery( { ...query, model, year: '' } );
						setVersionName( '' );
					} }
				/>
				<FinderSelect
					id={ `${ id }-year` }
					label={ __( 'Year', 'rueda' ) }
					value={ query.year }
					options={ asOptions( years.items ) }
					isLoading={ years.status === 'loading' }
					onChange={ ( year ) => {
						setQuery( { ...query, year } );
						setVersionName( '' );
					} }
				/>
				<FinderSelect
					id={ `${ id }-version` }
					label={ __( 'Version', 'rueda' ) }
					value={ versionName }
					options={ asOptions(
						versions.items.map( ( item ) => item.name )
					) }
					isLoading={ versions.status === 'loading' }
					onChange={ setVersionName }
				/>
			</div>
			{ failed && (
				<Notice status="error">
					{ failed.error }{ ' ' }
					<button
						type="button"
						className="rueda-link-button"
						onClick={ retry }
					>
						{ __( 'Try again', 'rueda' ) }
					</button>
				</Notice>
			) }
			{ version && (
				<section
					className="rueda-tyre-finder__results"
					aria-labelledby={ `${ id }-fitments` }
				>
					<h3 id={ `${ id }-fitments` }>
						{ __( 'Homologated sizes', 'rueda' ) }
					</h3>
					{ version.fitments.length ? (
						<FitmentList
							fitments={ version.fitments }
							shopUrl={ shopUrl }
							onChoose={ choose }
						/>
					) : (
						<p>
							{ __(
								'We have no homologated sizes for this version.',
								'rueda'
							) }
						</p>
					) }
				</section>
			) }
		</>
	);
}

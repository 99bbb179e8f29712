/**
 * The finder's vehicle selects, loaded level by level from the vehicle API:
 * the makes once the vehicle tab is used, then the models of the chosen make,
 * its years, and the versions of that year. Answers are kept for the page, so
 * going back to a choice asks nothing again.
 */
import apiFetch from '@wordpress/api-fetch';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { isRecord } from '@rueda/shared/api/guards';
import {
	getVehiclesPath,
	readLevel,
	type VehicleLevel,
	type VehicleLevelItem,
	type VehicleQuery,
} from './vehicle-api';

export type LevelState< T > = {
	status: 'idle' | 'loading' | 'ready' | 'error';
	items: T[];
	/** Why it failed, for the shopper. */
	error: string;
};

const IDLE: LevelState< never > = { status: 'idle', items: [], error: '' };
const LOADING: LevelState< never > = {
	status: 'loading',
	items: [],
	error: '',
};

/** Answers by path, for the page's lifetime. */
const answers = new Map< string, unknown[] >();

/** Forgets the answers kept (each test starts from an empty page). */
export function forgetVehicleAnswers(): void {
	answers.clear();
}

function getErrorMessage( error: unknown ): string {
	// An unknown vehicle: the server's own (translated) words.
	if (
		isRecord( error ) &&
		error.code === 'rueda_unknown_vehicle' &&
		typeof error.message === 'string'
	) {
		return error.message;
	}
	return __( 'The vehicle list could not be loaded.', 'rueda' );
}

function useLevel< L extends VehicleLevel >(
	level: L,
	path: string | null,
	attempt: number
): LevelState< VehicleLevelItem[ L ] > {
	const [ state, setState ] = useState<
		LevelState< VehicleLevelItem[ L ] > & { path: string | null }
	>( { ...IDLE, path: null } );

	useEffect( () => {
		if ( ! path || answers.has( path ) ) {
			return;
		}
		const controller = new AbortController();
		setState( { ...LOADING, path } );
		apiFetch( { path, signal: controller.signal } )
			.then( ( body ) => {
				const items = readLevel( level, body );
				if ( ! items ) {
					throw new Error( 'invalid_response' );
				}
				answers.set( path, items );
				setState( { status: 'ready', items, error: '', path } );
			} )
			.catch( ( error: unknown ) => {
				if ( ! controller.signal.aborted ) {
					setState( {
						status: 'error',
						items: [],
						error: getErrorMessage( error ),
						path,
					} );
				}
			} );
		return () => controller.abort();
	}, [ level, path, attempt ] );

	if ( ! path ) {
		return IDLE;
	}
	const known = answers.get( path );
	if ( known ) {
		// The map holds what readLevel() accepted for this level's path.
		return {
			status: 'ready',
			items: known as Array< VehicleLevelItem[ L ] >,
			error: '',
		};
	}
	return state.path === path ? state : LOADING;
}

/**
 * @param query   The make, model and year chosen so far.
 * @param enabled Whether to load at all (not before the tab is used, never in
 *                the editor's preview).
 */
export function useVehicleOptions( query: VehicleQuery, enabled: boolean ) {
	const [ attempt, setAttempt ] = useState( 0 );
	const path = ( ready: boolean, levelQuery: VehicleQuery ) =>
		enabled && ready ? getVehiclesPath( levelQuery ) : null;
	const none = { make: '', model: '', year: '' };

	return {
		makes: useLevel( 'makes', path( true, none ), attempt ),
		models: useLevel(
			'models',
			path( !! query.make, { ...none, make: query.make } ),
			attempt
		),
		years: useLevel(
			'years',
			path( !! ( query.make && query.model ), { ...query, year: '' } ),
			attempt
		),
		versions: useLevel(
			'versions',
			path( !! ( query.make && query.model && query.year ), query ),
			attempt
		),
		/** Asks again for the levels that failed. */
		retry: () => setAttempt( ( count ) => count + 1 ),
	};
}

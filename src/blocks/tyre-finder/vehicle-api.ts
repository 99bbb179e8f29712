/**
 * GET /rueda/v1/vehicles, level by level: makes → models → years → versions
 * with their homologated fitments. Wire types (snake_case) and their guards.
 */
import { isRecord } from '@rueda/shared/api/guards';
import {
	isAxleTyre,
	type VehicleFitment,
} from '@rueda/shared/tyres/vehicle-fit';

export const VEHICLES_PATH = '/rueda/v1/vehicles';

export type VehicleApiFitment = VehicleFitment & { staggered: boolean };

export type VehicleVersion = {
	name: string;
	fitments: VehicleApiFitment[];
};

/** What the shopper has chosen so far ('' for not yet). */
export type VehicleQuery = {
	make: string;
	model: string;
	year: string;
};

export type VehicleLevel = 'makes' | 'models' | 'years' | 'versions';

/**
 * The level a query asks for next.
 *
 * @param query Choices so far.
 */
export function getLevel( query: VehicleQuery ): VehicleLevel {
	if ( ! query.make ) {
		return 'makes';
	}
	if ( ! query.model ) {
		return 'models';
	}
	return query.year ? 'versions' : 'years';
}

/**
 * The request path of a query (only the levels chosen, in order).
 *
 * @param query Choices so far.
 */
export function getVehiclesPath( query: VehicleQuery ): string {
	const params = new URLSearchParams();
	for ( const key of [ 'make', 'model', 'year' ] as const ) {
		if ( ! query[ key ] ) {
			break;
		}
		params.set( key, query[ key ] );
	}
	const search = params.toString();
	return search ? `${ VEHICLES_PATH }?${ search }` : VEHICLES_PATH;
}

function isFitment( value: unknown ): value is VehicleApiFitment {
	return (
		isRecord( value ) &&
		isAxleTyre( value.front ) &&
		isAxleTyre( value.rear ) &&
		typeof value.staggered === 'boolean'
	);
}

export function isVehicleVersion( value: unknown ): value is VehicleVersion {
	return (
		isRecord( value ) &&
		typeof value.name === 'string' &&
		Array.isArray( value.fitments ) &&
		value.fitments.every( isFitment )
	);
}

/** What each level lists. */
export type VehicleLevelItem = {
	makes: string;
	models: string;
	years: number;
	versions: VehicleVersion;
};

const GUARDS: Record< VehicleLevel, ( entry: unknown ) => boolean > = {
	makes: ( entry ) => typeof entry === 'string',
	models: ( entry ) => typeof entry === 'string',
	years: ( entry ) => typeof entry === 'number' && Number.isInteger( entry ),
	versions: isVehicleVersion,
};

/**
 * The list an answer holds for its level, or null when it is not that shape.
 *
 * @param level The level asked for.
 * @param body  The answer.
 */
export function readLevel< L extends VehicleLevel >(
	level: L,
	body: unknown
): Array< VehicleLevelItem[ L ] > | null {
	const list: unknown = isRecord( body ) ? body[ level ] : undefined;
	// The guard of the level has checked every entry.
	return Array.isArray( list ) && list.every( GUARDS[ level ] )
		? ( list as Array< VehicleLevelItem[ L ] > )
		: null;
}

/**
 * The shopper's vehicle, remembered for the visit (sessionStorage
 * `rueda-vehicle`), and whether a tyre suits it: the ITV (Spain's roadworthiness
 * test) rejects a tyre whose load index or speed rating is below the vehicle's
 * homologated one.
 */
import { isRecord } from '../api/guards';
import type { TyreSummary } from '../api/types';

/** One axle's homologated tyre, as the vehicle API gives it. */
export type AxleTyre = {
	/** "205/55 R16". */
	size: string;
	load_index: number | null;
	speed_rating: string | null;
};

export type VehicleFitment = {
	front: AxleTyre;
	rear: AxleTyre;
};

export type StoredVehicle = {
	make: string;
	model: string;
	year: number;
	version: string;
	/** The fitment the shopper searched tyres for. */
	fitment: VehicleFitment;
};

export type TyreFit = {
	loadTooLow: boolean;
	speedTooLow: boolean;
	sizeDiffers: boolean;
};

export const VEHICLE_STORAGE_KEY = 'rueda-vehicle';

/** Fired on `window` when the remembered vehicle changes in this tab. */
export const VEHICLE_CHANGE_EVENT = 'rueda-vehicle-change';

/**
 * Speed ratings from slowest to fastest (ETRTO; H sits between U and V, see
 * includes/Domain/Tyres/TyreIndexes.php). Z (the "ZR" of a size) means over
 * 240 km/h: it counts as W.
 */
const SPEED_ORDER = 'LMNPQRSTUHVWY';

const SIZE = /(\d{3})\s*\/\s*(\d{2})\s*Z?R\s*(\d{2})/i;

function isText( value: unknown, max = 100 ): value is string {
	return (
		typeof value === 'string' && value.trim() !== '' && value.length <= max
	);
}

export function isAxleTyre( value: unknown ): value is AxleTyre {
	return (
		isRecord( value ) &&
		isText( value.size, 20 ) &&
		( value.load_index === null ||
			( typeof value.load_index === 'number' &&
				Number.isInteger( value.load_index ) ) ) &&
		( value.speed_rating === null || isText( value.speed_rating, 3 ) )
	);
}

export function isVehicleFitment( value: unknown ): value is VehicleFitment {
	return (
		isRecord( value ) &&
		isAxleTyre( value.front ) &&
		isAxleTyre( value.rear )
	);
}

export function isStoredVehicle( value: unknown ): value is StoredVehicle {
	return (
		isRecord( value ) &&
		isText( value.make ) &&
		isText( value.model ) &&
		isText( value.version ) &&
		typeof value.year === 'number' &&
		Number.isInteger( value.year ) &&
		isVehicleFitment( value.fitment )
	);
}

/** The session's storage; null where the browser refuses it (privacy modes). */
function storage(): Storage | null {
	try {
		return window.sessionStorage;
	} catch {
		return null;
	}
}

/**
 * The remembered vehicle, or null when there is none or it is unreadable.
 *
 * @param store Storage to read (the session's by default).
 */
export function getVehicle(
	store: Storage | null = storage()
): StoredVehicle | null {
	try {
		const value: unknown = JSON.parse(
			store?.getItem( VEHICLE_STORAGE_KEY ) ?? 'null'
		);
		return isStoredVehicle( value ) ? value : null;
	} catch {
		return null;
	}
}

function announce(): void {
	window.dispatchEvent( new Event( VEHICLE_CHANGE_EVENT ) );
}

/**
 * Remembers a vehicle for the visit.
 *
 * @param vehicle The vehicle and its chosen fitment.
 * @param store   Storage to write (the session's by default).
 */
export function setVehicle(
	vehicle: StoredVehicle,
	store: Storage | null = storage()
): void {
	try {
		store?.setItem( VEHICLE_STORAGE_KEY, JSON.stringify( vehicle ) );
	} catch {
		// Full or refused storage: the vehicle is simply not remembered.
	}
	announce();
}

/**
 * Forgets the vehicle.
 *
 * @param store Storage to write (the session's by default).
 */
export function clearVehicle( store: Storage | null = storage() ): void {
	try {
		store?.removeItem( VEHICLE_STORAGE_KEY );
	} catch {
		// Nothing to forget.
	}
	announce();
}

/**
 * "SEAT León": how the warnings name the vehicle.
 *
 * @param vehicle Vehicle.
 */
export function getVehicleName( vehicle: StoredVehicle ): string {
	return `${ vehicle.make } ${ vehicle.model }`;
}

/**
 * "91V", "91", "V" or "": an axle's load index and speed rating.
 *
 * @param tyre Axle tyre.
 */
export function getServiceDescription( tyre: AxleTyre ): string {
	return `${ tyre.load_index ?? '' }${ tyre.speed_rating ?? '' }`;
}

/**
 * Position of a speed rating from slowest, or -1 when unknown.
 *
 * @param rating Letter, e.g. "V", "ZR" or "z".
 */
export function getSpeedRank( rating: string | null | undefined ): number {
	const letter = ( rating ?? '' ).trim().toUpperCase().replace( /^ZR$/, 'Z' );
	if ( letter === 'Z' ) {
		return SPEED_ORDER.indexOf( 'W' );
	}
	return letter.length === 1 ? SPEED_ORDER.indexOf( letter ) : -1;
}

/**
 * Width, profile and rim of a size written "205/55 R16" (or "ZR16"), or null.
 *
 * @param size Size text.
 */
export function parseSize( size: string ): [ number, number, number ] | null {
	const match = SIZE.exec( size );
	return match
		? [ Number( match[ 1 ] ), Number( match[ 2 ] ), Number( match[ 3 ] ) ]
		: null;
}

type SizedTyre = Pick< TyreSummary, 'width' | 'profile' | 'rim' > &
	Partial< Pick< TyreSummary, 'load_index' | 'speed_rating' > >;

/**
 * The axles a tyre is held against: those of its size, or every axle when it
 * has another size (and then the less demanding one counts).
 *
 * @param tyre    The tyre.
 * @param fitment The fitment.
 */
function getComparedAxles(
	tyre: SizedTyre,
	fitment: VehicleFitment
): { axles: AxleTyre[]; sizeDiffers: boolean } {
	const axles = [ fitment.front, fitment.rear ];
	const known = axles.filter( ( axle ) => parseSize( axle.size ) );
	const sameSize = known.filter( ( axle ) => {
		const [ width, profile, rim ] = parseSize( axle.size )!;
		return (
			width === tyre.width && profile === tyre.profile && rim === tyre.rim
		);
	} );
	return {
		axles: sameSize.length ? sameSize : axles,
		sizeDiffers: known.length > 0 && sameSize.length === 0,
	};
}

/**
 * The lowest load index and speed rating a fitment allows for a tyre (null
 * when unknown), and the size it expects (the front's when the tyre's differs).
 *
 * @param tyre    The tyre.
 * @param fitment The vehicle's chosen fitment.
 */
export function getFitMinimums(
	tyre: SizedTyre,
	fitment: VehicleFitment
): { load: number | null; speed: string | null; size: string } {
	const { axles } = getComparedAxles( tyre, fitment );
	const loads = axles
		.map( ( axle ) => axle.load_index )
		.filter( ( load ): load is number => typeof load === 'number' );
	const speeds = axles
		.filter( ( axle ) => getSpeedRank( axle.speed_rating ) >= 0 )
		.sort(
			( a, b ) =>
				getSpeedRank( a.speed_rating ) - getSpeedRank( b.speed_rating )
		);
	return {
		load: loads.length ? Math.min( ...loads ) : null,
		speed: speeds[ 0 ]?.speed_rating?.toUpperCase() ?? null,
		size: axles[ 0 ]?.size ?? '',
	};
}

/**
 * Whether a tyre falls short of a vehicle's fitment: a lower load index or
 * speed rating than the axles of its size (a tyre of another size is held
 * against the less demanding axle, and `sizeDiffers` says so). Missing data
 * never warns.
 *
 * @param tyre    The tyre of a product or cart line.
 * @param fitment The vehicle's chosen fitment.
 */
export function checkTyreFit(
	tyre: SizedTyre,
	fitment: VehicleFitment
): TyreFit {
	const { sizeDiffers } = getComparedAxles( tyre, fitment );
	const minimum = getFitMinimums( tyre, fitment );
	const tyreSpeed = getSpeedRank( tyre.speed_rating );
	return {
		loadTooLow:
			typeof tyre.load_index === 'number' &&
			minimum.load !== null &&
			tyre.load_index < minimum.load,
		speedTooLow:
			tyreSpeed >= 0 &&
			minimum.speed !== null &&
			tyreSpeed < getSpeedRank( minimum.speed ),
		sizeDiffers,
	};
}

/**
 * The remembered vehicle, kept current when the finder (this tab) or another
 * tab of the visit changes it.
 */
import { useEffect, useState } from '@wordpress/element';

import {
	VEHICLE_CHANGE_EVENT,
	getVehicle,
	type StoredVehicle,
} from './vehicle-fit';

export function useStoredVehicle(): StoredVehicle | null {
	const [ vehicle, setVehicle ] = useState( getVehicle );
	useEffect( () => {
		const update = () => setVehicle( getVehicle() );
		window.addEventListener( VEHICLE_CHANGE_EVENT, update );
		window.addEventListener( 'storage', update );
		return () => {
			window.removeEventListener( VEHICLE_CHANGE_EVENT, update );
			window.removeEventListener( 'storage', update );
		};
	}, [] );
	return vehicle;
}

/**
 * The vehicle fields on the live checkout, wired to the stores (see
 * use-vehicle-request.ts); nothing is shown when the order does not book the
 * workshop, but the tyre finder's vehicle is still sent.
 */
import { useInstanceId } from '@wordpress/compose';

import { PLATE_VALIDATION_ID } from './constants';
import VehicleFields from './vehicle-fields';
import { useVehicleRequest } from './use-vehicle-request';

export default function VehicleRequest() {
	const instanceId = useInstanceId( VehicleRequest );
	const request = useVehicleRequest();
	if ( ! request.asksPlate ) {
		return null;
	}
	return (
		<VehicleFields
			instanceId={ String( instanceId ) }
			plate={ request.plate }
			foreign={ request.foreign }
			vehicle={ request.vehicle }
			onChangePlate={ request.setPlate }
			onBlurPlate={ request.blurPlate }
			onChangeForeign={ request.setForeign }
			error={ request.error }
			plateElementId={ PLATE_VALIDATION_ID }
		/>
	);
}

/**
 * "/ud" after a price per tyre, read out as "per tyre".
 */
import { __ } from '@wordpress/i18n';

export default function PerTyre() {
	return (
		<>
			<span aria-hidden="true">{ __( '/tyre', 'rueda' ) }</span>
			<span className="rueda-visually-hidden">
				{ ' ' }
				{ __( 'per tyre', 'rueda' ) }
			</span>
		</>
	);
}

/**
 * Settings → Shipping: how many open days a tyre on backorder takes to arrive,
 * so that its fitting appointment is booked no sooner.
 */
import {
	__experimentalNumberControl as NumberControl, // eslint-disable-line @wordpress/no-unsafe-wp-apis -- the number field the other settings use.
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import FieldError from './field-error';

export default function LeadDaysField( {
	value,
	error,
	onChange,
}: {
	value: number;
	error?: string;
	onChange: ( days: number ) => void;
} ) {
	return (
		<div className="rueda-settings__lead-days">
			<NumberControl
				__next40pxDefaultSize
				label={ __(
					'Days a tyre on backorder takes to arrive',
					'rueda'
				) }
				help={ __(
					'Appointments for an order with a tyre on backorder start this many open days after the order.',
					'rueda'
				) }
				min={ 0 }
				max={ 60 }
				value={ value }
				onChange={ ( days ) => onChange( Number( days ) ) }
			/>
			<FieldError message={ error } />
		</div>
	);
}

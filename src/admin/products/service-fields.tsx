/**
 * What makes a workshop service: how long it takes and how many fit an order.
 */
import { Card, CardBody, CardHeader } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import type { FieldErrors } from '../settings/use-settings-group';
import { CheckboxField, NumberField } from './fields';
import type { ProductDraft } from './types';

type Props = {
	draft: ProductDraft;
	errors: FieldErrors;
	change: ( changes: Partial< ProductDraft > ) => void;
};

export default function ServiceFields( { draft, errors, change }: Props ) {
	return (
		<Card>
			<CardHeader>
				<h2>{ __( 'Service', 'rueda' ) }</h2>
			</CardHeader>
			<CardBody className="rueda-products__grid">
				<NumberField
					label={ __( 'Duration (minutes)', 'rueda' ) }
					value={ draft.duration_minutes }
					error={ errors.duration_minutes }
					onChange={ ( minutes ) =>
						change( { duration_minutes: minutes } )
					}
				/>
				<NumberField
					label={ __( 'Most per order', 'rueda' ) }
					value={ draft.max_quantity }
					error={ errors.max_quantity }
					onChange={ ( most ) =>
						change( { max_quantity: most ?? 99 } )
					}
				/>
				<CheckboxField
					label={ __( 'One per order', 'rueda' ) }
					checked={ draft.sold_individually }
					error={ errors.sold_individually }
					onChange={ ( only ) =>
						change( { sold_individually: only } )
					}
				/>
			</CardBody>
		</Card>
	);
}

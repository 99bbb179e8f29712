/**
 * A band's services: each a workshop service and its price per tyre, in the
 * order they show in the cart; adding one starts from its catalogue price.
 */
import { Button, SelectControl } from '@wordpress/components';
import { decodeEntities } from '@wordpress/html-entities';
import { __, sprintf } from '@wordpress/i18n';

import FieldError from '../settings/field-error';
import { removeAt, replaceAt } from '../settings/list';
import MoneyControl from '../settings/money-control';
import type { CurrencyFormat } from '../settings/types';
import type { FieldErrors } from '../settings/use-settings-group';
import type { BandService, ServiceOption } from './types';

export default function BandServices( {
	services,
	options,
	path,
	errors,
	currency,
	onChange,
}: {
	services: BandService[];
	options: readonly ServiceOption[];
	/** The services' path, e.g. bands[0].services. */
	path: string;
	errors: FieldErrors;
	currency: CurrencyFormat;
	onChange: ( services: BandService[] ) => void;
} ) {
	// Adding starts with the first service not in the band, at its own price.
	const next = options.find(
		( option ) => ! services.some( ( service ) => service.id === option.id )
	);
	const nameOf = ( id: number ) =>
		decodeEntities(
			options.find( ( option ) => option.id === id )?.name ?? ''
		);
	return (
		<fieldset className="rueda-settings__item">
			<legend>{ __( 'Services, per tyre', 'rueda' ) }</legend>
			<FieldError message={ errors[ path ] } />
			{ services.map( ( service, index ) => {
				const at = `${ path }[${ index }]`;
				return (
					<div key={ index } className="rueda-fitting__service">
						<SelectControl
							__next40pxDefaultSize
							__nextHasNoMarginBottom
							label={ __( 'Service', 'rueda' ) }
							value={ String( service.id ) }
							options={ [
								...( nameOf( service.id )
									? []
									: [
											{
												value: String( service.id ),
												label: '—',
											},
										] ),
								...options.map( ( option ) => ( {
									value: String( option.id ),
									label: decodeEntities( option.name ),
								} ) ),
							] }
							onChange={ ( id ) =>
								onChange(
									replaceAt( services, index, {
										id: Number( id ),
									} )
								)
							}
						/>
						<MoneyControl
							label={ __(
								'Price per tyre (tax included)',
								'rueda'
							) }
							value={ service.price }
							currency={ currency }
							error={ errors[ `${ at }.price` ] }
							onChange={ ( price ) =>
								onChange(
									replaceAt( services, index, { price } )
								)
							}
						/>
						<Button
							variant="tertiary"
							isDestructive
							label={ sprintf(
								/* translators: %s: service name. */
								__( 'Remove “%s” from the band', 'rueda' ),
								nameOf( service.id )
							) }
							onClick={ () =>
								onChange( removeAt( services, index ) )
							}
						>
							{ __( 'Remove', 'rueda' ) }
						</Button>
						<FieldError message={ errors[ `${ at }.id` ] } />
					</div>
				);
			} ) }
			{ next && (
				<div>
					<Button
						variant="secondary"
						onClick={ () =>
							onChange( [
								...services,
								{ id: next.id, price: next.price },
							] )
						}
					>
						{ __( 'Add service', 'rueda' ) }
					</Button>
				</div>
			) }
		</fieldset>
	);
}

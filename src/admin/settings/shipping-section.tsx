/**
 * Settings → Shipping: the zones in matching order (the first one that
 * matches an address wins) with their methods, the pickup locations, and the
 * names of the shipments by warehouse.
 */
import { Button, Panel, TextControl } from '@wordpress/components';
import { useMemo } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import SettingsCard from './settings-card';
import FieldError from './field-error';
import { move, removeAt, replaceAt } from './list';
import { locationNames } from './locations';
import PickupPanel, { newPickupLocation } from './pickup-panel';
import LeadDaysField from './lead-days-field';
import type {
	CurrencyFormat,
	SettingsPageData,
	ShippingSettings,
	ShippingZone,
} from './types';
import type { SettingsGroup } from './use-settings-group';
import ZonePanel from './zone-panel';

const NEW_ZONE: ShippingZone = {
	id: 0,
	name: '',
	locations: [],
	exclude: [],
	postcodes: '',
	methods: [],
};

export default function ShippingSection( {
	group,
	page,
	currency,
}: {
	group: SettingsGroup< ShippingSettings >;
	page: Pick< SettingsPageData, 'countries' | 'states' >;
	currency: CurrencyFormat;
} ) {
	const { draft, errors, change } = group;
	const names = useMemo(
		() => locationNames( page.countries, page.states ),
		[ page.countries, page.states ]
	);
	if ( ! draft ) {
		return null;
	}
	const { zones, pickup_locations: pickups, origins } = draft;
	return (
		<SettingsCard id="shipping" className="rueda-settings__shipping">
			<h3>{ __( 'Shipping zones', 'rueda' ) }</h3>
			<p className="description">
				{ __(
					'An address gets the methods of the first zone it matches, from the top.',
					'rueda'
				) }
			</p>
			<FieldError message={ errors.zones } />
			<Panel>
				{ zones.map( ( zone, index ) => (
					<ZonePanel
						key={ index }
						zone={ zone }
						index={ index }
						count={ zones.length }
						errors={ errors }
						names={ names }
						currency={ currency }
						onChange={ ( patch ) =>
							change( {
								zones: replaceAt( zones, index, patch ),
							} )
						}
						onMove={ ( delta ) =>
							change( { zones: move( zones, index, delta ) } )
						}
						onRemove={ () =>
							change( { zones: removeAt( zones, index ) } )
						}
					/>
				) ) }
			</Panel>
			<div>
				<Button
					variant="secondary"
					onClick={ () =>
						change( { zones: [ ...zones, NEW_ZONE ] } )
					}
				>
					{ __( 'Add zone', 'rueda' ) }
				</Button>
			</div>

			<h3>{ __( 'Pickup locations', 'rueda' ) }</h3>
			<p className="description">
				{ __(
					'Shoppers can choose to collect their order at any of these, wherever they live.',
					'rueda'
				) }
			</p>
			<FieldError message={ errors.pickup_locations } />
			<Panel>
				{ pickups.map( ( location, index ) => (
					<PickupPanel
						key={ index }
						location={ location }
						index={ index }
						errors={ errors }
						currency={ currency }
						onChange={ ( patch ) =>
							change( {
								pickup_locations: replaceAt(
									pickups,
									index,
									patch
								),
							} )
						}
						onRemove={ () =>
							change( {
								pickup_locations: removeAt( pickups, index ),
							} )
						}
					/>
				) ) }
			</Panel>
			<div>
				<Button
					variant="secondary"
					onClick={ () =>
						change( {
							pickup_locations: [
								...pickups,
								newPickupLocation(),
							],
						} )
					}
				>
					{ __( 'Add pickup location', 'rueda' ) }
				</Button>
			</div>
			<LeadDaysField
				value={ draft.backorder_lead_days }
				error={ errors.backorder_lead_days }
				onChange={ ( days ) => change( { backorder_lead_days: days } ) }
			/>

			{ origins.length > 0 && (
				<>
					<h3>{ __( 'Shipments by warehouse', 'rueda' ) }</h3>
					{ origins.map( ( origin, index ) => (
						<div key={ origin.key }>
							<TextControl
								__next40pxDefaultSize
								__nextHasNoMarginBottom
								label={ sprintf(
									/* translators: %s: warehouse key, e.g. taller. */
									__(
										'Name of the shipments from “%s”',
										'rueda'
									),
									origin.key
								) }
								value={ origin.name }
								onChange={ ( name ) =>
									change( {
										origins: replaceAt( origins, index, {
											name,
										} ),
									} )
								}
							/>
							<FieldError
								message={ errors[ `origins[${ index }].name` ] }
							/>
						</div>
					) ) }
				</>
			) }
		</SettingsCard>
	);
}

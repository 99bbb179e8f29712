/**
 * Settings → Legal details: who issues the shop's invoices (company legal
 * name, NIF/CIF, registered address and, optionally, the mercantile registry
 * line). Shown to shoppers below the checkout's summary and on the order
 * confirmation once the first three are filled in; the server checks the
 * NIF/CIF and that the three go together.
 */
import { TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import FieldError from './field-error';
import SettingsCard from './settings-card';
import type { SettingsGroup } from './use-settings-group';

export const COMPANY_SETTINGS_PATH = '/rueda/v1/settings/company';

export type CompanySettings = {
	legal_name: string;
	tax_id: string;
	registered_address: string;
	mercantile_registry: string;
};

export default function CompanySection( {
	group,
}: {
	group: SettingsGroup< CompanySettings >;
} ) {
	const { draft, errors, change } = group;
	if ( ! draft ) {
		return null;
	}
	const field = (
		key: keyof CompanySettings,
		label: string,
		help?: string
	) => (
		<div>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ label }
				help={ help }
				value={ draft[ key ] }
				onChange={ ( value ) => change( { [ key ]: value } ) }
			/>
			<FieldError message={ errors[ key ] } />
		</div>
	);
	return (
		<SettingsCard id="company">
			<p>
				{ __(
					'Printed on every invoice and shown to shoppers below the order summary.',
					'rueda'
				) }
			</p>
			{ field(
				'legal_name',
				__( 'Company legal name', 'rueda' ),
				__( 'As registered, e.g. Neumáticos Rueda S.L.', 'rueda' )
			) }
			{ field( 'tax_id', __( 'NIF/CIF', 'rueda' ) ) }
			{ field(
				'registered_address',
				__( 'Registered address', 'rueda' )
			) }
			{ field(
				'mercantile_registry',
				__( 'Mercantile registry (optional)', 'rueda' ),
				__(
					'E.g. Registro Mercantil de Madrid, tomo, folio and hoja.',
					'rueda'
				)
			) }
		</SettingsCard>
	);
}

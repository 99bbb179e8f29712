/**
 * Settings → Data: whether deleting the plugin deletes the shop's data too.
 */
import { ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import SettingsCard from './settings-card';
import FieldError from './field-error';
import type { DataSettings } from './types';
import type { SettingsGroup } from './use-settings-group';

export default function DataSection( {
	group,
	canChange,
}: {
	group: SettingsGroup< DataSettings >;
	/** Shop managers see the choice but only administrators make it. */
	canChange: boolean;
} ) {
	const { draft, errors, change } = group;
	if ( ! draft ) {
		return null;
	}
	return (
		<SettingsCard id="data">
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __(
					'Delete the shop data when the plugin is deleted',
					'rueda'
				) }
				help={
					canChange
						? __(
								'Products, coupons, orders, customers’ saved addresses and cards, and every Rueda setting are deleted for good. Pages and media stay.',
								'rueda'
							)
						: __( 'Only administrators can change this.', 'rueda' )
				}
				disabled={ ! canChange }
				checked={ draft.remove_data_on_uninstall }
				onChange={ ( checked ) =>
					change( { remove_data_on_uninstall: checked } )
				}
			/>
			<FieldError message={ errors.remove_data_on_uninstall } />
		</SettingsCard>
	);
}

/**
 * The address settings of the page (its shop settings' `checkout` key).
 */
import { getShopSettings } from '@rueda/runtime';

import { parseAddressSettings } from '@rueda/shared/address/settings';
import type { AddressSettings } from '@rueda/shared/address/types';

const parsed = new WeakMap< object, AddressSettings >();

/**
 * The address settings of the page, read once per settings object (forms ask
 * on every render).
 */
export function getAddressSettings(): AddressSettings {
	const settings = getShopSettings();
	let address = parsed.get( settings );
	if ( ! address ) {
		address = parseAddressSettings(
			'checkout' in settings ? settings.checkout : undefined
		);
		parsed.set( settings, address );
	}
	return address;
}

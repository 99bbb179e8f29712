/**
 * Settings → Page links: which published page is the shop, the cart, the
 * checkout, the privacy policy, the terms and the customer's account.
 */
import apiFetch from '@wordpress/api-fetch';
import { SelectControl } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import SettingsCard from './settings-card';
import FieldError from './field-error';
import type { PageLinks } from './types';
import type { SettingsGroup } from './use-settings-group';

type Page = { id: number; title: { rendered: string } };

export default function PageLinksSection( {
	group,
}: {
	group: SettingsGroup< PageLinks >;
} ) {
	const [ pages, setPages ] = useState< Page[] >( [] );
	// Every published page: api-fetch turns per_page=-1 into pages of 100.
	useEffect( () => {
		apiFetch< Page[] >( {
			path: '/wp/v2/pages?per_page=-1&status=publish&_fields=id,title&orderby=title&order=asc',
		} )
			.then( setPages )
			.catch( () => setPages( [] ) );
	}, [] );

	const { draft, errors, change } = group;
	if ( ! draft ) {
		return null;
	}
	const labels: Record< keyof PageLinks, string > = {
		shop: __( 'Shop', 'rueda' ),
		cart: __( 'Cart', 'rueda' ),
		checkout: __( 'Checkout', 'rueda' ),
		privacy: __( 'Privacy policy', 'rueda' ),
		terms: __( 'Terms and conditions', 'rueda' ),
		myaccount: __( 'My account', 'rueda' ),
	};
	const options = [
		{ value: '0', label: __( '— None —', 'rueda' ) },
		...pages.map( ( page ) => ( {
			value: String( page.id ),
			label: page.title.rendered || `#${ page.id }`,
		} ) ),
	];
	return (
		<SettingsCard id="pages">
			{ ( Object.keys( labels ) as Array< keyof PageLinks > ).map(
				( key ) => (
					<div key={ key }>
						<SelectControl
							__next40pxDefaultSize
							__nextHasNoMarginBottom
							label={ labels[ key ] }
							value={ String( draft[ key ] ) }
							options={ options }
							help={
								key === 'myaccount'
									? __(
											'Without a page, the login page.',
											'rueda'
										)
									: undefined
							}
							onChange={ ( value ) =>
								change( { [ key ]: Number( value ) } )
							}
						/>
						<FieldError message={ errors[ key ] } />
					</div>
				)
			) }
		</SettingsCard>
	);
}

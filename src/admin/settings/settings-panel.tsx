/**
 * A collapsible entry of a settings list (zone, pickup location, gateway):
 * opens when it is new or when the server refuses one of its fields, and
 * stays as the owner left it while they type.
 */
import { PanelBody } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import type { ReactNode } from 'react';

import type { FieldErrors } from './use-settings-group';

export default function SettingsPanel( {
	title,
	className = '',
	initialOpen,
	errors,
	path,
	children,
}: {
	title: string;
	className?: string;
	initialOpen: boolean;
	errors: FieldErrors;
	/** The entry's path in the settings, e.g. zones[0]. */
	path: string;
	children: ReactNode;
} ) {
	const hasErrors = Object.keys( errors ).some( ( key ) =>
		key.startsWith( `${ path }.` )
	);
	const [ opened, setOpened ] = useState( initialOpen || hasErrors );
	useEffect( () => {
		if ( hasErrors ) {
			setOpened( true );
		}
	}, [ hasErrors ] );
	return (
		<PanelBody
			className={ `rueda-settings__panel ${ className }`.trim() }
			title={ title }
			opened={ opened }
			onToggle={ () => setOpened( ! opened ) }
		>
			{ children }
		</PanelBody>
	);
}

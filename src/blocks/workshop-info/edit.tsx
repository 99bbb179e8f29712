/**
 * Editor UI of rueda/workshop-info: toggles for each section and a server preview.
 */
import { __ } from '@wordpress/i18n';
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import ServerSideRender from '@wordpress/server-side-render';

import { SectionToggles } from '@rueda/blocks/shared/editor';
import type { WorkshopInfoAttributes } from './types';

type SectionKey = keyof WorkshopInfoAttributes;

export default function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< WorkshopInfoAttributes > ) {
	const sections: Array< [ SectionKey, string ] > = [
		[ 'showAddress', __( 'Show address', 'rueda' ) ],
		[ 'showContact', __( 'Show phone and email', 'rueda' ) ],
		[ 'showHours', __( 'Show opening hours', 'rueda' ) ],
	];

	return (
		<div { ...useBlockProps() }>
			<SectionToggles
				sections={ sections }
				attributes={ attributes }
				setAttributes={ setAttributes }
			/>
			<ServerSideRender
				block="rueda/workshop-info"
				attributes={ attributes }
				EmptyResponsePlaceholder={ () => (
					<p>
						{ __(
							'Add the workshop address and opening hours in the shop settings.',
							'rueda'
						) }
					</p>
				) }
			/>
		</div>
	);
}

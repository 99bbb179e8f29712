/**
 * Editor UI of rueda/product: a toggle for each section and the server's own
 * render as preview, with the most recent product where no product is being
 * edited (a template, a page). Links and buttons of the preview are inert.
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { Disabled } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import ServerSideRender from '@wordpress/server-side-render';

import { SectionToggles } from '@rueda/blocks/shared/editor';
import type { ProductAttributes } from './types';

type SectionKey = keyof ProductAttributes;

/** Asks the server to preview the block with a product (ProductPage::PREVIEW_ARG). */
const PREVIEW_QUERY = { rueda_product_preview: 1 };

function EmptyPreview() {
	return (
		<p className="rueda-product-editor__empty">
			{ __(
				'The product page shows the product being viewed. Add a product to the shop to preview it here.',
				'rueda'
			) }
		</p>
	);
}

export default function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< ProductAttributes > ) {
	const sections: Array< [ SectionKey, string ] > = [
		[ 'showBreadcrumbs', __( 'Show breadcrumbs', 'rueda' ) ],
		[ 'showServices', __( 'Show recommended services', 'rueda' ) ],
		[ 'showSpecs', __( 'Show specifications', 'rueda' ) ],
		[ 'showDescription', __( 'Show description', 'rueda' ) ],
	];

	return (
		<div { ...useBlockProps() }>
			<SectionToggles
				sections={ sections }
				attributes={ attributes }
				setAttributes={ setAttributes }
			/>
			<p className="rueda-product-editor__note">
				{ __(
					'On the site this block shows the product being viewed. The preview uses the most recent product.',
					'rueda'
				) }
			</p>
			<Disabled>
				<ServerSideRender
					block="rueda/product"
					attributes={ attributes }
					urlQueryArgs={ PREVIEW_QUERY }
					EmptyResponsePlaceholder={ EmptyPreview }
				/>
			</Disabled>
		</div>
	);
}

/**
 * rueda/product-grid on the live site: mounts on the server-rendered wrapper.
 */
import { mountBlock } from '@rueda/blocks/shared/frontend';
import GridRoot from './grid-root';

mountBlock( 'rueda/product-grid', ( { attributes, element } ) => (
	<GridRoot
		attributes={ attributes }
		serverCards={
			element.querySelector( '[data-rueda-server-cards]' )?.innerHTML ??
			''
		}
	/>
) );

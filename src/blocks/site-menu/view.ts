/**
 * rueda/site-menu on the live site: plain DOM, no other script needed.
 */
import { createSiteMenu } from './menu';

const start = () =>
	document
		.querySelectorAll< HTMLElement >( '.wp-block-rueda-site-menu' )
		.forEach( ( menu ) => createSiteMenu( menu ) );

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', start );
} else {
	start();
}

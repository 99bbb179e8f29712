/**
 * rueda/product's images on the live site (the buy box and the services mount
 * from frontend.tsx): plain DOM, no other script needed.
 */
import { createGallery } from './gallery';

const start = () =>
	document
		.querySelectorAll< HTMLElement >( '[data-rueda-gallery]' )
		.forEach( createGallery );

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', start );
} else {
	start();
}

/**
 * rueda/product's images on the live site: plain DOM, no dependencies. The
 * images sit in a row that scrolls and snaps (render.php); a thumbnail brings
 * its image into view and stays pressed while that image is the one shown.
 */

/**
 * Wires one gallery.
 *
 * @param gallery The element marked `data-rueda-gallery`.
 */
export function createGallery( gallery: HTMLElement ): void {
	const stage = gallery.querySelector< HTMLElement >(
		'.rueda-gallery__stage'
	);
	const thumbs = Array.from(
		gallery.querySelectorAll< HTMLButtonElement >( '.rueda-gallery__thumb' )
	);
	if ( ! stage || ! thumbs.length ) {
		return;
	}
	const slideOf = ( thumb: HTMLButtonElement ) =>
		document.getElementById( thumb.getAttribute( 'aria-controls' ) ?? '' );
	const press = ( slideId: string ) =>
		thumbs.forEach( ( thumb ) =>
			thumb.setAttribute(
				'aria-pressed',
				String( thumb.getAttribute( 'aria-controls' ) === slideId )
			)
		);

	thumbs.forEach( ( thumb ) =>
		thumb.addEventListener( 'click', () => {
			const slide = slideOf( thumb );
			if ( slide ) {
				stage.scrollTo( {
					left: slide.offsetLeft,
					behavior: 'smooth',
				} );
				press( slide.id );
			}
		} )
	);

	// Swiping or scrolling the row presses the thumbnail of the image shown.
	if ( 'IntersectionObserver' in window ) {
		const observer = new IntersectionObserver(
			( entries ) =>
				entries
					.filter( ( entry ) => entry.isIntersecting )
					.forEach( ( entry ) => press( entry.target.id ) ),
			{ root: stage, threshold: 0.6 }
		);
		thumbs.forEach( ( thumb ) => {
			const slide = slideOf( thumb );
			if ( slide ) {
				observer.observe( slide );
			}
		} );
	}
}

/**
 * The product page's images: thumbnails bring their image into view.
 */
import { createGallery } from '../gallery';

function render( count: number ): HTMLElement {
	const slides = Array.from(
		{ length: count },
		( _, index ) =>
			`<figure class="rueda-gallery__slide" id="slide-${ index + 1 }"></figure>`
	).join( '' );
	const thumbs = Array.from(
		{ length: count },
		( _, index ) =>
			`<li><button type="button" class="rueda-gallery__thumb" aria-controls="slide-${
				index + 1
			}" aria-pressed="${ index === 0 }"></button></li>`
	).join( '' );
	document.body.innerHTML = `<div class="rueda-gallery" data-rueda-gallery><div class="rueda-gallery__stage">${ slides }</div><ul>${ thumbs }</ul></div>`;
	return document.querySelector( '[data-rueda-gallery]' )!;
}

describe( 'createGallery', () => {
	it( 'scrolls the row to the image of a thumbnail and presses it alone', () => {
		const gallery = render( 3 );
		const stage = gallery.querySelector< HTMLElement >(
			'.rueda-gallery__stage'
		)!;
		stage.scrollTo = jest.fn();
		Object.defineProperty(
			document.getElementById( 'slide-3' ),
			'offsetLeft',
			{ value: 800 }
		);
		createGallery( gallery );

		const thumbs = gallery.querySelectorAll( 'button' );
		thumbs[ 2 ]!.click();

		expect( stage.scrollTo ).toHaveBeenCalledWith( {
			left: 800,
			behavior: 'smooth',
		} );
		expect(
			Array.from( thumbs ).map( ( thumb ) =>
				thumb.getAttribute( 'aria-pressed' )
			)
		).toEqual( [ 'false', 'false', 'true' ] );
	} );

	it( 'leaves a gallery without thumbnails alone', () => {
		const gallery = render( 0 );
		expect( () => createGallery( gallery ) ).not.toThrow();
	} );
} );

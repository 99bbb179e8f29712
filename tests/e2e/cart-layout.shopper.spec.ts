/**
 * A guest shopper on a phone reaches "Finalizar compra" without scrolling past the
 * suggested services, which are shown compact (image beside the text).
 */
import { test, expect } from './fixtures';

test.use( {
	storageState: { cookies: [], origins: [] },
	viewport: { width: 390, height: 844 },
} );

const API = '/wp-json/wc/store/v1';
const PILOT = 'Michelin Pilot Sport 5 205/55 R16 91V'; // suggests fitting, balancing, alignment

test( 'Shopper on a phone finds "Finalizar compra" above the suggested services', async ( {
	page,
} ) => {
	const nonce = ( await page.request.get( `${ API }/cart` ) ).headers()
		.nonce!;
	const products: Array< { id: number; name: string } > = await (
		await page.request.get( `${ API }/products?per_page=100` )
	).json();
	const pilot = products.find( ( product ) => product.name === PILOT );
	const added = await page.request.post( `${ API }/cart/add-item`, {
		headers: { Nonce: nonce },
		data: { id: pilot!.id, quantity: 1 },
	} );
	expect( added.status() ).toBe( 201 );

	await page.goto( '/carrito/' );

	const checkout = page.getByRole( 'link', { name: 'Finalizar compra' } );
	const crossSells = page.getByRole( 'heading', {
		name: 'También te puede interesar…',
	} );
	const firstCard = page
		.locator( '.wp-block-rueda-cart-cross-sells' )
		.getByRole( 'listitem' )
		.first();
	await expect( checkout ).toBeVisible();
	await expect( crossSells ).toBeVisible();
	await expect( firstCard ).toBeVisible();

	const button = ( await checkout.boundingBox() )!;
	const card = ( await firstCard.boundingBox() )!;
	const heading = ( await crossSells.boundingBox() )!;
	expect( button.y + button.height ).toBeLessThanOrEqual( heading.y );
	expect( button.y + button.height ).toBeLessThanOrEqual( card.y );

	// Compact cards: the image beside the name, not above it at full width.
	const image = ( await firstCard
		.locator( '.rueda-product-card__image' )
		.boundingBox() )!;
	const name = ( await firstCard.getByRole( 'heading' ).boundingBox() )!;
	expect( image.width ).toBeLessThan( card.width / 2 );
	expect( name.x ).toBeGreaterThanOrEqual( image.x + image.width );
	expect( name.y ).toBeLessThan( image.y + image.height );
} );

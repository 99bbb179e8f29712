/**
 * Shoppers find tyres with the tyre finder (rueda/tyre-finder) by size or by vehicle, the
 * shop remembers their car for the visit and the cart warns about a tyre the car's ITV
 * would reject.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

import { test, expect } from './fixtures';
import { horizontalOverflow, seriousViolations } from './quality';
import { LABELS, TyreFinderPage } from './tyre-finder.page';

test.use( { storageState: { cookies: [], origins: [] } } );

const SCREENSHOTS = path.join( __dirname, '../../artifacts/screenshots' );
mkdirSync( SCREENSHOTS, { recursive: true } );

const API = '/wp-json/wc/store/v1';
const VIEWPORTS = [
	[ 'desktop', { width: 1366, height: 900 } ],
	[ 'phone', { width: 390, height: 844 } ],
] as const;

function gridNames( page: Page ) {
	return page
		.locator( '.wp-block-rueda-product-grid' )
		.getByRole( 'heading', { level: 3 } );
}

/**
 * Waits for the shop's grid to list products, and returns their names.
 *
 * @param page The page.
 */
async function listedNames( page: Page ): Promise< string[] > {
	await expect( page.getByRole( 'status' ).first() ).toHaveText(
		/^\d+ productos? encontrados?$/
	);
	await expect( gridNames( page ).first() ).toBeVisible();
	return gridNames( page ).allTextContents();
}

async function expectNoOverflow( page: Page ) {
	expect( await horizontalOverflow( page ) ).toBeLessThanOrEqual( 0 );
}

/**
 * Adds a product to the page's cart by name, through the Store API (same cookies).
 *
 * @param page The shopper's page.
 * @param name Product name.
 */
async function addToCart( page: Page, name: string ) {
	const nonce = ( await page.request.get( `${ API }/cart` ) ).headers()
		.nonce!;
	const products: Array< { id: number; name: string } > = await (
		await page.request.get( `${ API }/products?per_page=100` )
	).json();
	const product = products.find( ( candidate ) => candidate.name === name );
	expect( product, name ).toBeTruthy();
	const response = await page.request.post( `${ API }/cart/add-item`, {
		headers: { Nonce: nonce },
		data: { id: product!.id, quantity: 4 },
	} );
	expect( response.status() ).toBe( 201 );
}

test.describe( 'Tyre finder', () => {
	for ( const [ label, viewport ] of VIEWPORTS ) {
		test.describe( `on a ${ label }`, () => {
			test.use( { viewport } );

			test( 'Shopper finds 205/55 R16 tyres by size from Inicio', async ( {
				page,
			} ) => {
				await page.goto( '/' );
				const finder = new TyreFinderPage( page );
				await finder.ready();
				await expect( finder.select( LABELS.profile ) ).toBeDisabled();

				await finder.select( LABELS.width ).selectOption( '205' );
				// Only the profiles the catalogue has in 205.
				await expect(
					finder.select( LABELS.profile ).getByRole( 'option' )
				).toHaveText( [ /.+/, '55', '60' ] );
				await finder.chooseSize( '205', '55', '16' );
				await expect( finder.select( LABELS.season ) ).toBeEnabled();
				await finder.root.screenshot( {
					path: path.join(
						SCREENSHOTS,
						`tyre-finder-${ viewport.width }-size.png`
					),
				} );
				await finder.root
					.getByRole( 'button', { name: LABELS.search } )
					.click();

				await expect( page ).toHaveURL(
					/\/tienda\/\?medida=205-55-r16$/
				);
				const names = await listedNames( page );
				expect( names.length ).toBeGreaterThan( 0 );
				for ( const name of names ) {
					expect( name ).toContain( '205/55 R16' );
				}
				// The finder on Tienda shows the size searched.
				await finder.ready();
				await expect( finder.select( LABELS.width ) ).toHaveValue(
					'205'
				);
				await expect( finder.select( LABELS.rim ) ).toHaveValue( '16' );
			} );

			test(
				'Shopper finds the tyres of a SEAT León 2021 and the shop remembers the car',
				{ tag: '@object-cache' },
				async ( { page } ) => {
					await page.goto( '/' );
					const finder = new TyreFinderPage( page );
					await finder.ready();
					await finder.chooseVehicle(
						'SEAT',
						'León',
						'2021',
						'1.5 TSI 130 CV Style'
					);
					const sizes = finder.sizes();
					await expect( sizes ).toContainText( '205/55 R16 91V' );
					await expect( sizes ).toContainText( '225/45 R17 91W' );
					await finder.root.screenshot( {
						path: path.join(
							SCREENSHOTS,
							`tyre-finder-${ viewport.width }-vehicle.png`
						),
					} );

					await sizes
						.getByRole( 'link', { name: /205\/55 R16 91V/ } )
						.click();
					await expect( page ).toHaveURL(
						/\/tienda\/\?medida=205-55-r16$/
					);
					for ( const name of await listedNames( page ) ) {
						expect( name ).toContain( '205/55 R16' );
					}

					// Remembered on the next pages, with its size a click away.
					for ( const url of [ '/tienda/', '/' ] ) {
						await page.goto( url );
						await finder.ready();
						await expect(
							finder.tab( LABELS.byVehicle )
						).toHaveAttribute( 'aria-selected', 'true' );
						await expect( finder.root ).toContainText(
							/(Tu vehículo|Your vehicle): SEAT León 1\.5 TSI 130 CV Style \(2021\)/
						);
						await expect(
							finder.root.getByRole( 'link', {
								name: /205\/55 R16 91V/,
							} )
						).toHaveAttribute( 'href', /\?medida=205-55-r16$/ );
					}

					// "Cambiar" forgets it and starts again from the make.
					await finder.root
						.getByRole( 'button', { name: LABELS.change } )
						.click();
					await expect( finder.select( LABELS.make ) ).toBeFocused();
					await expect( finder.root ).not.toContainText(
						LABELS.yourVehicle
					);
					expect(
						await page.evaluate( () =>
							window.sessionStorage.getItem( 'rueda-vehicle' )
						)
					).toBeNull();
				}
			);
		} );
	}

	test( 'Shopper with a staggered car sees its front and rear sizes', async ( {
		page,
	} ) => {
		// The homologated tyres of the car, from the vehicle API (data/vehicles.csv).
		const answer = await (
			await page.request.get(
				'/wp-json/rueda/v1/vehicles?make=BMW&model=Serie%203&year=2016'
			)
		).json();
		const fitment = answer.versions
			.find(
				( version: { name: string } ) =>
					version.name === '320d 190 CV M Sport'
			)
			.fitments.find(
				( candidate: { staggered: boolean } ) => candidate.staggered
			);
		const spec = ( axle: {
			size: string;
			load_index: number;
			speed_rating: string;
		} ) => `${ axle.size } ${ axle.load_index }${ axle.speed_rating }`;
		const slug = ( size: string ) =>
			size.toLowerCase().replace( '/', '-' ).replace( ' ', '-' );

		for ( const width of [ 1366, 390 ] ) {
			await page.setViewportSize( { width, height: 900 } );
			await page.goto( '/' );
			const finder = new TyreFinderPage( page );
			await finder.ready();
			await finder.chooseVehicle(
				'BMW',
				'Serie 3',
				'2016',
				'320d 190 CV M Sport'
			);
			const sizes = finder.sizes();
			await expect( sizes ).toContainText(
				`: ${ spec( fitment.front ) } · `
			);
			await expect( sizes ).toContainText(
				new RegExp(
					`(Delante|Front): ${ spec( fitment.front ) } · (Detrás|Rear): ${ spec( fitment.rear ) }`
				)
			);
			await expect(
				sizes.getByRole( 'link', { name: LABELS.searchFront } )
			).toHaveAttribute(
				'href',
				new RegExp(
					`/tienda/\\?medida=${ slug( fitment.front.size ) }$`
				)
			);
			await expect(
				sizes.getByRole( 'link', { name: LABELS.searchRear } )
			).toHaveAttribute(
				'href',
				new RegExp(
					`/tienda/\\?medida=${ slug( fitment.rear.size ) }$`
				)
			);
			await expectNoOverflow( page );
			await finder.root.screenshot( {
				path: path.join(
					SCREENSHOTS,
					`tyre-finder-${ width }-staggered.png`
				),
			} );
		}
		await new TyreFinderPage( page )
			.sizes()
			.getByRole( 'link', { name: LABELS.searchFront } )
			.click();
		await expect( page ).toHaveURL(
			new RegExp( `\\?medida=${ slug( fitment.front.size ) }$` )
		);
		for ( const name of await listedNames( page ) ) {
			expect( name ).toContain( fitment.front.size );
		}
	} );

	test.describe( 'with a tyre below the car’s load index', () => {
		const WEAK = 'Prueba Carga 205/55 R16 88V';
		let weakId = 0;

		test.beforeAll( async ( { requestUtils } ) => {
			const created = await requestUtils.rest< { id: number } >( {
				path: '/rueda/v1/products',
				method: 'POST',
				data: {
					kind: 'tyre',
					status: 'publish',
					name: WEAK,
					sku: `TEST-CARGA-${ Date.now() }`,
					regular_price: 7990,
					brand: 'Prueba',
					model: 'Carga',
					width: 205,
					profile: 55,
					rim: 16,
					load_index: 88,
					speed_rating: 'V',
					season: 'verano',
				},
			} );
			weakId = created.id;
		} );

		test.afterAll( async ( { requestUtils } ) => {
			await requestUtils.rest( {
				path: `/rueda/v1/products/${ weakId }`,
				method: 'DELETE',
				params: { force: true },
			} );
		} );

		test( 'Shopper is warned in the cart that the ITV would reject it', async ( {
			page,
		} ) => {
			await page.goto( '/' );
			const finder = new TyreFinderPage( page );
			await finder.ready();
			await finder.chooseVehicle(
				'SEAT',
				'León',
				'2021',
				'1.5 TSI 130 CV Style'
			);
			await finder
				.sizes()
				.getByRole( 'link', { name: /205\/55 R16 91V/ } )
				.click();
			await expect( page ).toHaveURL( /medida=205-55-r16/ );

			await addToCart( page, WEAK );
			await addToCart( page, 'Michelin Pilot Sport 5 205/55 R16 91V' );
			await page.goto( '/carrito/' );

			const weak = page.getByRole( 'row' ).filter( { hasText: WEAK } );
			const warning = weak.locator( '.rueda-vehicle-fit-warning' );
			await expect( warning ).toHaveText(
				/(Atención|Warning): (El índice de carga|The load index) 88 .*SEAT León \(91\)\. .*ITV/
			);
			await expect( warning ).toHaveClass( /rueda-notice is-warning/ );
			await expect( page.getByRole( 'alert' ) ).toHaveCount( 0 );
			// The homologated tyre passes.
			await expect(
				page
					.getByRole( 'row' )
					.filter( { hasText: 'Michelin Pilot Sport 5' } )
					.locator( '.rueda-vehicle-fit-warning' )
			).toHaveCount( 0 );
			await weak.screenshot( {
				path: path.join( SCREENSHOTS, 'tyre-finder-cart-warning.png' ),
			} );
		} );
	} );

	test( 'Keyboard user switches the tabs with the arrow keys', async ( {
		page,
	} ) => {
		await page.goto( '/' );
		const finder = new TyreFinderPage( page );
		await finder.ready();
		const bySize = finder.tab( LABELS.bySize );
		const byVehicle = finder.tab( LABELS.byVehicle );

		await bySize.focus();
		await page.keyboard.press( 'ArrowRight' );
		await expect( byVehicle ).toBeFocused();
		await expect( byVehicle ).toHaveAttribute( 'aria-selected', 'true' );
		await expect(
			finder.root.getByRole( 'tabpanel', { name: LABELS.byVehicle } )
		).toBeVisible();
		await expect(
			finder.root.getByRole( 'tabpanel', { name: LABELS.bySize } )
		).toBeHidden();
		// The make list loads; Tab goes from the tab into its panel.
		await expect( finder.select( LABELS.make ) ).toBeEnabled();
		await page.keyboard.press( 'Tab' );
		await expect( finder.select( LABELS.make ) ).toBeFocused();

		await byVehicle.focus();
		await page.keyboard.press( 'ArrowLeft' );
		await expect( bySize ).toBeFocused();
		await expect( bySize ).toHaveAttribute( 'aria-selected', 'true' );
		await page.keyboard.press( 'End' );
		await expect( byVehicle ).toBeFocused();
		await page.keyboard.press( 'Home' );
		await expect( bySize ).toBeFocused();
	} );

	test( 'Visitor meets no serious accessibility violations and no overflow at 360 px', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 360, height: 800 } );
		await page.goto( '/' );
		const finder = new TyreFinderPage( page );
		await finder.ready();
		await expectNoOverflow( page );

		const audit = () =>
			seriousViolations( page, '.wp-block-rueda-tyre-finder' );

		for ( const width of [ 360, 1366 ] ) {
			await page.setViewportSize( { width, height: 900 } );
			await finder.tab( LABELS.bySize ).click();
			await finder.chooseSize( '225', '40', '18' );
			expect( await audit() ).toEqual( [] );
			await finder.chooseVehicle(
				'BMW',
				'Serie 3',
				'2021',
				'320d 190 CV M Sport'
			);
			await expect( finder.sizes() ).toBeVisible();
			expect( await audit() ).toEqual( [] );
			await expectNoOverflow( page );
			await finder.select( LABELS.make ).selectOption( '' );
		}
	} );
} );

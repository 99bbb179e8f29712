/**
 * Shoppers search, filter, sort and page through the tyres of Tienda; the URL keeps it all,
 * so a result can be shared and the back button works. Services have their own page.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page, Response } from '@playwright/test';

import { test, expect } from './fixtures';
import { horizontalOverflow, seriousViolations } from './quality';
import { PRODUCTS_API, TiendaPage } from './tienda.page';

test.use( { storageState: { cookies: [], origins: [] } } );

const SCREENSHOTS = path.join( __dirname, '../../artifacts/screenshots' );

/**
 * The price in minor units of each product of a listing answer.
 *
 * @param response The answer.
 */
async function prices( response: Response ): Promise< number[] > {
	const body = ( await response.json() ) as Array< {
		prices: { price: string };
	} >;
	return body.map( ( product ) => Number( product.prices.price ) );
}

async function expectNoOverflow( page: Page, width: number ) {
	await page.setViewportSize( { width, height: 900 } );
	expect(
		await horizontalOverflow( page ),
		`overflow at ${ width } px`
	).toBeLessThanOrEqual( 0 );
}

async function expectAccessible( page: Page, state: string ) {
	expect( await seriousViolations( page, 'main' ), state ).toEqual( [] );
}

test.describe( 'Tienda', () => {
	test( 'Shopper finds the tyres of a size typed in the search box', async ( {
		page,
	} ) => {
		const tienda = new TiendaPage( page );
		await tienda.goto();
		await expect( tienda.search ).toHaveAttribute(
			'placeholder',
			'Busca por marca, modelo o medida (p. ej. 205/55 R16)'
		);

		const answer = tienda.listing(
			( url ) => url.searchParams.get( 'search' ) === '205/55R16'
		);
		await tienda.search.fill( '205/55R16' );
		await answer;
		await tienda.settled();

		await expect( tienda.count ).toHaveText(
			await tienda.countText( 'category=neumaticos&tyre_size=205/55R16' )
		);
		await expect( tienda.count ).not.toHaveText( /^[01] / );
		for ( const text of await tienda.cards.allTextContents() ) {
			expect( text ).toContain( '205/55 R16' );
		}
		await expect( page ).toHaveURL( /\?buscar=205\/55R16$/ );
		await expect(
			tienda.chips.getByRole( 'button', {
				name: 'Quitar el filtro Búsqueda: «205/55R16»',
			} )
		).toBeVisible();

		// Another way of writing it, with a brand, submitted with Enter.
		await tienda.search.fill( 'Michelin 2055516' );
		await tienda.search.press( 'Enter' );
		await expect( tienda.count ).toHaveText( '1 producto encontrado' );
		await expect( tienda.cards ).toContainText( [
			'Michelin Pilot Sport 5',
		] );
	} );

	test(
		'Each filter option counts what ticking it would show, with the other filters as they are',
		{ tag: '@object-cache' },
		async ( { page } ) => {
			const asked: string[] = [];
			page.on( 'request', ( request ) => {
				if ( request.url().includes( 'collection-data' ) ) {
					asked.push( request.url() );
				}
			} );
			const tienda = new TiendaPage( page );
			await tienda.goto();
			const season = ( slug: string ) =>
				`category=neumaticos&attributes[0][attribute]=rueda_pa_season&attributes[0][slug][]=${ slug }`;
			expect( await tienda.optionCount( 'Invierno' ) ).toBe(
				await tienda.total( season( 'invierno' ) )
			);
			expect( asked, 'the first counts come preloaded' ).toEqual( [] );

			const counted = page.waitForResponse( ( response ) =>
				response.url().includes( 'collection-data' )
			);
			await tienda.checkbox( 'Michelin' ).check();
			await counted;
			await tienda.settled();
			const michelin =
				'&attributes[1][attribute]=rueda_pa_brand&attributes[1][slug][]=michelin';
			for ( const [ label, slug ] of [
				[ 'Verano', 'verano' ],
				[ 'Invierno', 'invierno' ],
				[ 'Todo tiempo', 'todo-tiempo' ],
			] as const ) {
				await expect
					.poll( () => tienda.optionCount( label ), label )
					.toBe( await tienda.total( season( slug ) + michelin ) );
			}
			// The brands still count without the brand choice: others stay reachable.
			expect( await tienda.optionCount( 'Pirelli' ) ).toBe(
				await tienda.total(
					'category=neumaticos&attributes[0][attribute]=rueda_pa_brand&attributes[0][slug][]=pirelli'
				)
			);

			await tienda.search.fill( 'Alpin' );
			await expect( tienda.checkbox( 'Verano' ) ).toBeDisabled();
			expect( await tienda.optionCount( 'Verano' ) ).toBe( 0 );
			await expect( tienda.checkbox( 'Michelin' ) ).toBeEnabled();
		}
	);

	test( 'Shopper sorts by price, cheapest first', async ( { page } ) => {
		const tienda = new TiendaPage( page );
		await tienda.goto();

		const answer = tienda.listing(
			( url ) => url.searchParams.get( 'orderby' ) === 'price'
		);
		await tienda.sort.selectOption( { label: 'Precio: de menor a mayor' } );
		const listed = await prices( await answer );
		await tienda.settled();

		expect( listed[ 0 ] ).toBeLessThanOrEqual( listed[ 1 ]! );
		expect( [ ...listed ].sort( ( a, b ) => a - b ) ).toEqual( listed );
		await expect( page ).toHaveURL( /\?orden=precio$/ );
		await expect( tienda.sort ).toHaveValue( 'price' );
	} );

	test( 'Shopper shares a filtered, sorted second page and goes back step by step', async ( {
		page,
		context,
	} ) => {
		const tienda = new TiendaPage( page );
		await tienda.goto();
		const all = await tienda.names();

		await tienda.checkbox( 'Verano' ).check();
		await expect( page ).toHaveURL( /\?temporada=verano$/ );
		await tienda.settled();
		const summer = await tienda.names();
		await tienda.checkbox( 'Todo tiempo' ).check();
		await tienda.checkbox( 'En stock' ).check();
		await tienda.sort.selectOption( { label: 'Eficiencia energética' } );
		await expect( page ).toHaveURL(
			/\?temporada=verano,todo-tiempo&disponibilidad=instock&orden=consumo$/
		);
		await expect( tienda.count ).toHaveText(
			await tienda.countText(
				'category=neumaticos&stock_status[]=instock' +
					'&attributes[0][attribute]=rueda_pa_season' +
					'&attributes[0][slug][]=verano&attributes[0][slug][]=todo-tiempo'
			)
		);
		await tienda.settled();
		const firstPage = await tienda.names();
		await tienda.paginationButton( 2 ).click();
		await expect( page ).toHaveURL( /&pagina=2$/ );
		await expect( tienda.paginationButton( 2 ) ).toHaveAttribute(
			'aria-current',
			'page'
		);
		await tienda.settled();
		const secondPage = await tienda.names();
		expect( secondPage ).not.toEqual( firstPage );

		// The link opens the same results, with the same controls set, and no request.
		const shared = await context.newPage();
		const requests: string[] = [];
		shared.on( 'request', ( request ) => {
			if ( request.url().includes( PRODUCTS_API ) ) {
				requests.push( request.url() );
			}
		} );
		const other = new TiendaPage( shared );
		await other.goto( page.url() );
		expect( await other.names() ).toEqual( secondPage );
		await expect( other.checkbox( 'Verano' ) ).toBeChecked();
		await expect( other.checkbox( 'Todo tiempo' ) ).toBeChecked();
		await expect( other.checkbox( 'Invierno' ) ).not.toBeChecked();
		await expect( other.checkbox( 'En stock' ) ).toBeChecked();
		await expect( other.sort ).toHaveValue( 'fuel_class' );
		await expect( other.paginationButton( 2 ) ).toHaveAttribute(
			'aria-current',
			'page'
		);
		expect( requests, 'preloaded with the page' ).toEqual( [] );
		await shared.close();

		// Back, step by step: page 1, no sort, no stock filter, one season, none.
		await page.goBack();
		await expect( page ).not.toHaveURL( /pagina=/ );
		await expect( tienda.paginationButton( 1 ) ).toHaveAttribute(
			'aria-current',
			'page'
		);
		await tienda.settled();
		expect( await tienda.names() ).toEqual( firstPage );
		await page.goBack();
		await expect( page ).not.toHaveURL( /orden=/ );
		await expect( tienda.sort ).toHaveValue( 'menu_order' );
		await page.goBack();
		await expect( tienda.checkbox( 'En stock' ) ).not.toBeChecked();
		await page.goBack();
		await expect( page ).toHaveURL( /\?temporada=verano$/ );
		await expect( tienda.checkbox( 'Todo tiempo' ) ).not.toBeChecked();
		await tienda.settled();
		expect( await tienda.names() ).toEqual( summer );
		await page.goBack();
		await expect( page ).toHaveURL( /\/tienda\/$/ );
		await expect( tienda.checkbox( 'Verano' ) ).not.toBeChecked();
		await tienda.settled();
		expect( await tienda.names() ).toEqual( all );

		// And forward again.
		await page.goForward();
		await expect( tienda.checkbox( 'Verano' ) ).toBeChecked();
	} );

	test( 'Shopper removes the size the tyre finder chose, and clears the rest', async ( {
		page,
	} ) => {
		const tienda = new TiendaPage( page );
		await tienda.goto( '/tienda/?medida=205/55R16&marca=michelin' );

		// The URL is written the shop's way.
		await expect( page ).toHaveURL( /\?medida=205-55-r16&marca=michelin$/ );
		await expect( tienda.count ).toHaveText( '1 producto encontrado' );
		const size = tienda.chips.getByRole( 'button', {
			name: 'Quitar el filtro Medida: 205/55 R16',
		} );
		await expect( size ).toHaveText( /^Medida: 205\/55 R16\s*✕$/ );
		await expect( tienda.checkbox( 'Michelin' ) ).toBeChecked();

		await size.click();
		await expect( page ).toHaveURL( /\?marca=michelin$/ );
		await expect( tienda.count ).not.toHaveText( '1 producto encontrado' );

		await page.getByRole( 'button', { name: 'Borrar filtros' } ).click();
		await expect( page ).toHaveURL( /\/tienda\/$/ );
		await expect( tienda.chips ).toBeHidden();
		await expect( tienda.checkbox( 'Michelin' ) ).not.toBeChecked();
	} );

	test( 'A link with no tyre size says so and lists every size', async ( {
		page,
	} ) => {
		const tienda = new TiendaPage( page );
		await tienda.goto( '/tienda/?medida=205-57-r16' );

		await expect( page.getByRole( 'alert' ) ).toContainText(
			'«205-57-r16» no es una medida de neumático'
		);
		await expect( page ).toHaveURL( /\/tienda\/$/ );
		await expect( tienda.count ).toHaveText(
			await tienda.countText( 'category=neumaticos' )
		);
	} );

	test( 'Services are on Servicios, not among the tyres of Tienda', async ( {
		page,
	} ) => {
		const tienda = new TiendaPage( page );
		await tienda.goto();
		await tienda.search.fill( 'Revisión pre-ITV' );
		await tienda.search.press( 'Enter' );
		await expect(
			page.getByText( 'Ningún producto coincide con estos filtros.' )
		).toBeVisible();

		await page
			.getByRole( 'banner' )
			.getByRole( 'link', { name: 'Servicios', exact: true } )
			.click();
		await expect( page ).toHaveURL( /\/servicios\/$/ );
		await expect(
			page.getByRole( 'heading', {
				level: 1,
				name: 'Servicios del taller',
			} )
		).toBeVisible();
		const servicios = new TiendaPage( page );
		await expect( servicios.count ).toHaveText( '6 productos encontrados' );
		await expect( servicios.cards ).toContainText( [
			'Montaje de neumático',
		] );
		await expect( servicios.grid ).toContainText( 'Revisión pre-ITV' );
		await expect( servicios.grid.getByRole( 'checkbox' ) ).toHaveCount( 0 );
		await expect( servicios.search ).toHaveCount( 0 );
	} );

	test( 'Shopper on a phone starts with the products and opens the filters when needed', async ( {
		page,
	} ) => {
		mkdirSync( SCREENSHOTS, { recursive: true } );
		await page.setViewportSize( { width: 390, height: 844 } );
		const tienda = new TiendaPage( page );
		await tienda.goto( '/tienda/?temporada=verano&orden=precio' );

		await expect( tienda.filtersToggle ).toHaveText( 'Filtros (1)' );
		await expect( tienda.filtersToggle ).toHaveAttribute(
			'aria-expanded',
			'false'
		);
		await expect( tienda.filters ).toBeHidden();
		// The tyre finder is folded into one button: the first product starts
		// in the first screen.
		await expect(
			page.getByRole( 'button', { name: 'Buscar por medida o vehículo' } )
		).toHaveAttribute( 'aria-expanded', 'false' );
		const first = ( await tienda.cards.first().boundingBox() )!;
		expect( first.y ).toBeLessThan( 844 );
		await page.screenshot( {
			path: path.join( SCREENSHOTS, 'tienda-390-closed.png' ),
		} );
		await expectNoOverflow( page, 360 );
		await page.setViewportSize( { width: 390, height: 844 } );

		await tienda.filtersToggle.click();
		await expect( tienda.filtersToggle ).toHaveAttribute(
			'aria-expanded',
			'true'
		);
		const summer = ( await tienda.count.textContent() )!;
		await tienda.checkbox( 'R16' ).check();
		await expect( tienda.filtersToggle ).toHaveText( 'Filtros (2)' );
		// Dimmed while they load: the colours are judged once they are in.
		await expect( tienda.count ).not.toHaveText( summer );
		await expect( tienda.results ).toHaveAttribute( 'aria-busy', 'false' );
		await expectNoOverflow( page, 360 );
		await page.setViewportSize( { width: 390, height: 844 } );
		await expectAccessible( page, 'phone, filters open' );
		await page.screenshot( {
			path: path.join( SCREENSHOTS, 'tienda-390-open.png' ),
			fullPage: true,
		} );

		await tienda.filters
			.getByRole( 'button', { name: /^Mostrar \d+ productos?$/ } )
			.click();
		await expect( tienda.filters ).toBeHidden();
		await expect( tienda.cards.first() ).toBeInViewport();
		await expect( tienda.filtersToggle ).toHaveText( 'Filtros (2)' );
	} );

	test( 'Tienda holds together on a wide screen', async ( { page } ) => {
		mkdirSync( SCREENSHOTS, { recursive: true } );
		await page.setViewportSize( { width: 1366, height: 900 } );
		const tienda = new TiendaPage( page );
		await tienda.goto(
			'/tienda/?medida=205-55-r16&temporada=verano,invierno&disponibilidad=instock&orden=consumo'
		);

		await expect( tienda.filtersToggle ).toHaveCount( 0 );
		await expect( tienda.filters ).toBeVisible();
		await expect( tienda.chips.getByRole( 'listitem' ) ).toHaveCount( 4 );
		await tienda.grid.evaluate( ( grid ) => grid.scrollIntoView() );
		await page.screenshot( {
			path: path.join( SCREENSHOTS, 'tienda-1366.png' ),
		} );
		await expectNoOverflow( page, 1366 );
		await expectAccessible( page, 'wide, filtered' );
		await expectNoOverflow( page, 360 );
	} );
} );

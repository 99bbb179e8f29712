/**
 * Shoppers read a product's page (rueda/product): a tyre with its prices per unit, pair
 * and set, its specifications, breadcrumbs and structured data; the wheel alignment with
 * its two axles; on a phone and on a desktop, without overflow or serious accessibility
 * problems.
 */
import { test, expect } from './fixtures';
import { ALIGNMENT, LABELS, ProductPage, TYRE } from './product.page';
import { seriousViolations } from './quality';

test.use( { storageState: { cookies: [], origins: [] } } );

test.describe( 'Product page', () => {
	test( 'Shopper opens a tyre from the shop and reads its price, specifications and breadcrumbs', async ( {
		page,
	} ) => {
		const product = new ProductPage( page );
		await page.goto( '/tienda/' );
		await page
			.getByRole( 'link', { name: TYRE.name, exact: true } )
			.click();
		await expect( page ).toHaveURL( new RegExp( `${ TYRE.path }$` ) );

		await expect( product.heading( TYRE.name ) ).toBeVisible();
		await expect( page.getByRole( 'heading', { level: 1 } ) ).toHaveCount(
			1
		);
		await expect( product.root ).toContainText( '205/55 R16 91V' );

		// The price per tyre and what a pair and a set cost.
		await expect(
			product.buyBox.locator( '.rueda-product__price' )
		).toHaveText( '144,95 €' );
		await expect( product.buyBox ).toContainText(
			/2 (neumáticos|tyres): 289,90 €/
		);
		await expect( product.buyBox ).toContainText(
			/4 (neumáticos|tyres): 579,80 €/
		);
		await expect( product.buyBox ).toContainText(
			/IVA incluido|VAT included/
		);
		await expect(
			product.buyBox.getByRole( 'button', { name: 'Añadir al carrito' } )
		).toBeEnabled();

		// The EU label, the delivery estimate and the suggested services.
		await expect(
			product.root.getByRole( 'button', { name: /71 dB/ } )
		).toBeVisible();
		await expect(
			product.root.locator( '.rueda-product__delivery' )
		).toBeVisible();
		// Fitting and balancing come with the buy box's fitting: not suggested again.
		const services = product.root.getByRole( 'region', {
			name: LABELS.services,
		} );
		await expect(
			services.getByRole( 'link', {
				name: 'Alineación de dirección',
				exact: true,
			} )
		).toHaveAttribute( 'href', /\/producto\/alineacion-de-direccion\/$/ );
		await expect(
			services.getByRole( 'link', {
				name: 'Montaje de neumático',
				exact: true,
			} )
		).toHaveCount( 0 );

		// Specifications with what the load index and the speed rating mean.
		await expect( product.specRow( /615 kg/ ) ).toHaveCount( 1 );
		await expect(
			product.specRow( /615 kg/ ).getByRole( 'cell' )
		).toHaveText( /^91 \(615 kg/ );
		await expect(
			product.specRow( /240 km\/h/ ).getByRole( 'cell' )
		).toHaveText( /^V \(.*240 km\/h\)$/ );

		// Breadcrumbs back to the shop and the category.
		const crumbs = product.breadcrumbs;
		await expect(
			crumbs.getByRole( 'link', { name: 'Tienda', exact: true } )
		).toHaveAttribute( 'href', /\/tienda\/$/ );
		// The category leads to Tienda filtered by its season, not to an archive.
		await expect(
			crumbs.getByRole( 'link', { name: 'Neumáticos de verano' } )
		).toHaveAttribute( 'href', /\/tienda\/\?temporada=verano$/ );
		await expect( crumbs.locator( '[aria-current="page"]' ) ).toHaveText(
			TYRE.name
		);

		// Search engines read the same price.
		const [ data, breadcrumbList ] = ( await product.jsonLd() )[ '@graph' ];
		expect( data ).toMatchObject( {
			'@type': 'Product',
			name: TYRE.name,
			sku: 'MIC-PILOTSPO-2055516',
			brand: { '@type': 'Brand', name: 'Michelin' },
			offers: {
				'@type': 'Offer',
				price: '144.95',
				priceCurrency: 'EUR',
				availability: 'https://schema.org/InStock',
			},
		} );
		expect( breadcrumbList?.[ '@type' ] ).toBe( 'BreadcrumbList' );
	} );

	// The demo draws two pictures of each tyre: the tyre and its tread.
	test.describe( 'A tyre with two photos', () => {
		test( 'Shopper looks at the second photo of a tyre', async ( {
			page,
		} ) => {
			const product = new ProductPage( page );
			await product.goto( TYRE.path );
			const thumbnails = product.root.locator( '.rueda-gallery__thumb' );
			await expect( thumbnails ).toHaveCount( 2 );
			await expect(
				product.root.locator( '.rueda-gallery__image' ).first()
			).toHaveAttribute( 'fetchpriority', 'high' );

			await thumbnails.nth( 1 ).click();
			await expect( thumbnails.nth( 1 ) ).toHaveAttribute(
				'aria-pressed',
				'true'
			);
			await expect( thumbnails.nth( 0 ) ).toHaveAttribute(
				'aria-pressed',
				'false'
			);
			await expect(
				product.root.locator( '.rueda-gallery__slide' ).nth( 1 )
			).toBeInViewport( { ratio: 0.6 } );
		} );
	} );

	test( 'Shopper finds both axles on the wheel alignment page', async ( {
		page,
	} ) => {
		const product = new ProductPage( page );
		await product.goto( ALIGNMENT.path );

		await expect( product.heading( ALIGNMENT.name ) ).toBeVisible();
		await expect(
			product.buyBox.locator( '.rueda-product__price' )
		).toHaveText( '39,00 € – 59,00 €' );
		for ( const axle of [ 'Eje delantero', 'Ambos ejes' ] ) {
			await expect(
				product.buyBox.getByRole( 'button', {
					name: axle,
					exact: true,
				} )
			).toBeVisible();
		}
		const variations = JSON.parse(
			( await product.buyBox.getAttribute( 'data-variations' ) ) ?? '[]'
		) as Array< { sku: string } >;
		expect( variations.map( ( variation ) => variation.sku ) ).toEqual( [
			'SRV-ALINEACION-DEL',
			'SRV-ALINEACION-AMBOS',
		] );
		const [ data ] = ( await product.jsonLd() )[ '@graph' ];
		expect( data?.offers ).toMatchObject( {
			'@type': 'AggregateOffer',
			lowPrice: '39.00',
			highPrice: '59.00',
			offerCount: 2,
		} );
	} );

	for ( const width of [ 390, 1366 ] ) {
		test( `Shopper reads both pages at ${ width } px without sideways scrolling or serious accessibility problems`, async ( {
			page,
		} ) => {
			await page.setViewportSize( { width, height: 900 } );
			const product = new ProductPage( page );
			for ( const { path, name } of [ TYRE, ALIGNMENT ] ) {
				await product.goto( path );
				await expect( product.heading( name ) ).toBeVisible();
				// The buy box has taken over (its button works).
				await expect(
					product.buyBox
						.locator( '.rueda-buy-box__add:not([disabled])' )
						.or(
							product.buyBox.getByRole( 'button', {
								name: /Elige una opción|Choose an option/,
							} )
						)
				).toBeVisible();
				await product.expectNoHorizontalOverflow();
				expect( await seriousViolations( page ) ).toEqual( [] );
			}
		} );
	}
} );

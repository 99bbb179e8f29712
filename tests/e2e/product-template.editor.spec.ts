/**
 * The shop owner edits the "Product page" template (registered by Rueda) in the Site
 * Editor, and every product page follows.
 */
import { test, expect } from './fixtures';
import { ProductPage, TYRE } from './product.page';

/** The template as the Site Editor names it: the theme's, from the plugin. */
const TEMPLATE_ID = 'twentytwentyfive//single-rueda_product';
const NOTE = 'Montaje gratis con cada juego de cuatro neumáticos';

test.describe( 'Product page template', () => {
	test.afterEach( async ( { requestUtils } ) => {
		// Back to the plugin's template: forget the saved copy.
		await requestUtils
			.rest( {
				path: `/wp/v2/templates/${ TEMPLATE_ID }`,
				method: 'DELETE',
				params: { force: true },
			} )
			.catch( () => undefined );
	} );

	test( 'Administrator finds the template for products in the Site Editor', async ( {
		requestUtils,
	} ) => {
		const templates = await requestUtils.rest<
			Array< { id: string; source: string; title: { rendered: string } } >
		>( {
			path: '/wp/v2/templates',
			params: { 'post-type': 'rueda_product' },
		} );
		const template = templates.find( ( item ) => item.id === TEMPLATE_ID );

		expect( template ).toMatchObject( { source: 'plugin' } );
		expect( template!.title.rendered ).toMatch(
			/^(Página de producto|Product page)$/
		);
	} );

	test( 'Administrator adds a note under the product in the template and every product page shows it', async ( {
		admin,
		editor,
		page,
	} ) => {
		await admin.visitSiteEditor( {
			postType: 'wp_template',
			postId: TEMPLATE_ID,
			canvas: 'edit',
		} );
		const product = editor.canvas.locator( '[data-type="rueda/product"]' );
		// The preview shows a product (the most recent) from the server.
		await expect(
			product.getByRole( 'heading', { level: 1 } )
		).toBeVisible( { timeout: 20_000 } );

		// A paragraph in <main>, above the product, then moved below it with the toolbar.
		await page.evaluate( ( content ) => {
			const { data, blocks } = (
				window as unknown as {
					wp: {
						data: {
							select: ( store: string ) => {
								getBlocksByName: ( name: string ) => string[];
								getBlockRootClientId: ( id: string ) => string;
							};
							dispatch: ( store: string ) => {
								insertBlock: (
									block: unknown,
									index: number,
									rootClientId: string
								) => void;
							};
						};
						blocks: {
							createBlock: (
								name: string,
								attributes: Record< string, unknown >
							) => unknown;
						};
					};
				}
			 ).wp;
			const editorStore = data.select( 'core/block-editor' );
			const [ productId ] =
				editorStore.getBlocksByName( 'rueda/product' );
			data.dispatch( 'core/block-editor' ).insertBlock(
				blocks.createBlock( 'core/paragraph', { content } ),
				0,
				editorStore.getBlockRootClientId( productId! )
			);
		}, NOTE );
		const note = editor.canvas
			.getByRole( 'document', {
				name: /^(Block: Paragraph|Bloque: Párrafo)$/,
			} )
			.filter( { hasText: NOTE } );
		await expect( note ).toHaveText( NOTE );
		await editor.selectBlocks( note );
		await page
			.getByRole( 'toolbar', {
				name: /^(Block tools|Herramientas de bloque)$/i,
			} )
			.getByRole( 'button', {
				name: /^(Move down|Bajar|Mover hacia abajo)$/,
			} )
			.click();
		const order = await page.evaluate( () => {
			const { select } = (
				window as unknown as {
					wp: {
						data: {
							select: ( store: string ) => {
								getBlocksByName: ( name: string ) => string[];
								getBlockRootClientId: ( id: string ) => string;
								getBlockOrder: ( root: string ) => string[];
								getBlockName: ( id: string ) => string;
							};
						};
					};
				}
			 ).wp.data;
			const store = select( 'core/block-editor' );
			const [ productId ] = store.getBlocksByName( 'rueda/product' );
			return store
				.getBlockOrder( store.getBlockRootClientId( productId! ) )
				.map( ( id ) => store.getBlockName( id ) );
		} );
		expect( order ).toEqual( [ 'rueda/product', 'core/paragraph' ] );
		await editor.saveSiteEditorEntities( {
			isOnlyCurrentEntityDirty: true,
		} );

		// A shopper's view of a tyre: the note follows the product, inside <main>. The
		// editor is left first, so none of its requests goes out without the cookies.
		await page.goto( 'about:blank' );
		await page.context().clearCookies();
		const productPage = new ProductPage( page );
		await productPage.goto( TYRE.path );
		const main = page.getByRole( 'main' );
		await expect( main.getByText( NOTE ) ).toBeVisible();
		await expect( productPage.heading( TYRE.name ) ).toBeVisible();
		const headingBox = ( await productPage
			.heading( TYRE.name )
			.boundingBox() )!;
		const noteBox = ( await main.getByText( NOTE ).boundingBox() )!;
		expect( noteBox.y ).toBeGreaterThan( headingBox.y );
	} );
} );

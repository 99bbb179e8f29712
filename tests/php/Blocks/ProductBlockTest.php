<?php
/**
 * The rueda/product block and the product page template.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Blocks;

use Rueda\Blocks\ProductTemplate;
use Rueda\Domain\Catalog\PostTypes;
use Rueda\Domain\Workshop\FittingSettings;
use Rueda\Settings\PageLinks;

/**
 * The product page rendered on the server for the product being viewed: one h1, the price
 * per tyre and per 2 and 4, the specifications, the EU label, breadcrumbs, the buy box's
 * data, the services, the structured data; nothing elsewhere. The template that places it
 * on every product's permalink.
 *
 * @group object-cache
 */
final class ProductBlockTest extends BlockTestCase {

	private const TYRE = 'MIC-PILOTSPO-2055516';

	protected function tear_down(): void {
		$GLOBALS['post'] = null;
		wp_reset_query(); // phpcs:ignore WordPress.WP.DiscouragedFunctions.wp_reset_query_wp_reset_query -- a test replaced the main query.
		parent::tear_down();
	}

	/**
	 * Renders the block as the page of a post.
	 *
	 * @param int    $post_id Post being viewed (0 for none).
	 * @param string $markup  Block markup.
	 */
	private function render( int $post_id, string $markup = '<!-- wp:rueda/product {"align":"wide"} /-->' ): string {
		$GLOBALS['post'] = $post_id ? get_post( $post_id ) : null;
		if ( $GLOBALS['post'] ) {
			setup_postdata( $GLOBALS['post'] );
		}
		return do_blocks( $markup );
	}

	/**
	 * The value of an attribute of the first tag that has it.
	 *
	 * @param string $html      HTML.
	 * @param string $attribute Attribute name.
	 */
	private function attribute( string $html, string $attribute ): ?string {
		$processor = new \WP_HTML_Tag_Processor( $html );
		while ( $processor->next_tag() ) {
			$value = $processor->get_attribute( $attribute );
			if ( null !== $value ) {
				return true === $value ? '' : $value;
			}
		}
		return null;
	}

	/**
	 * The page's structured data.
	 *
	 * @param string $html Rendered HTML.
	 * @return array<string,mixed>
	 */
	private function json_ld( string $html ): array {
		$this->assertSame( 1, preg_match( '#<script type="application/ld\+json">(.*?)</script>#s', $html, $match ) );
		return json_decode( $match[1], true, 512, JSON_THROW_ON_ERROR );
	}

	/**
	 * Texts of the cells of a table row by its heading, as label => value.
	 *
	 * @param string $html Rendered HTML.
	 * @return array<string,string>
	 */
	private function spec_rows( string $html ): array {
		preg_match_all( '#<tr><th scope="row">(.*?)</th><td>(.*?)</td></tr>#', $html, $rows, PREG_SET_ORDER );
		return array_combine( array_column( $rows, 1 ), array_column( $rows, 2 ) );
	}

	public function test_a_tyre_page_shows_its_name_prices_specs_label_and_breadcrumbs(): void {
		$id   = $this->sku( self::TYRE );
		$html = $this->render( $id );
		$name = 'Michelin Pilot Sport 5 205/55 R16 91V';

		$this->assertSame( 'rueda/product', $this->block_names( $html )[0] );
		$this->assertSame( 1, substr_count( $html, '<h1' ), 'the page\'s one h1' );
		$this->assertStringContainsString( '<h1 class="rueda-product__title">' . $name . '</h1>', $html );
		$this->assertStringContainsString( '>205/55 R16 91V</li>', $html, 'the size under the name' );
		$this->assertStringContainsString( 'class="alignwide wp-block-rueda-product"', $html );

		// The unit price, and what 2 and 4 tyres cost.
		$this->assertMatchesRegularExpression( '#<div class="rueda-buy-box" [^>]*><div class="rueda-product__prices"><p class="rueda-product__price">.*144,95.*</p>#U', $html, 'the buy box starts with the price' );
		$this->assertMatchesRegularExpression( '#<ul class="rueda-product__sets"><li>2 [^<]*: <strong>289,90 €</strong></li><li>4 [^<]*: <strong>579,80 €</strong></li></ul>#u', $html );
		$this->assertStringContainsString( '<p class="rueda-product__price-note">', $html, 'per tyre, IVA included' );

		// Specifications with what the indexes mean.
		$rows = $this->spec_rows( $html );
		$this->assertCount( 16, $rows );
		$this->assertContains( '205', $rows );
		$this->assertMatchesRegularExpression( '/^91 \(615 kg .+\)$/u', $rows[ __( 'Load index', 'rueda' ) ] );
		$this->assertMatchesRegularExpression( '/^V \(.+ 240 km\/h\)$/u', $rows[ __( 'Speed rating', 'rueda' ) ] );
		$this->assertSame( 'Verano', $rows[ __( 'Season', 'rueda' ) ] );
		$this->assertSame( get_post_meta( $id, '_rueda_specs', true )['gtin'], $rows[ __( 'EAN', 'rueda' ) ] );

		// The EU label, opening its full label.
		$this->assertStringContainsString( '<div class="rueda-eu-label">', $html );
		$this->assertStringContainsString( 'popovertarget="rueda-eu-label-' . $id . '"', $html );
		$this->assertStringContainsString( 'id="rueda-eu-label-' . $id . '"', $html );

		// Breadcrumbs: home, the shop page, the category, the product (current, no link).
		$this->assertSame( 1, preg_match( '#<nav class="rueda-breadcrumbs" aria-label="[^"]+"><ol class="rueda-breadcrumbs__list">(.*?)</ol></nav>#', $html, $crumbs ) );
		$this->assertSame( 4, substr_count( $crumbs[1], '<li' ) );
		$this->assertStringContainsString( '<a href="' . esc_url( home_url( '/' ) ) . '">', $crumbs[1] );
		$this->assertStringContainsString( '<a href="' . esc_url( PageLinks::get_url( 'shop' ) ) . '">Tienda</a>', $crumbs[1] );
		$this->assertStringContainsString( '>Neumáticos de verano</a>', $crumbs[1] );
		$this->assertStringEndsWith( '<li class="rueda-breadcrumbs__item" aria-current="page">' . $name . '</li>', $crumbs[1] );

		// The first image shows at once; the others wait.
		$this->assertMatchesRegularExpression( '#<img [^>]*class="rueda-gallery__image"[^>]*fetchpriority="high"#', $html );
		$this->assertDoesNotMatchRegularExpression( '#<img [^>]*fetchpriority="high"[^>]*loading="lazy"#', $html );
	}

	public function test_the_buy_box_carries_the_product_and_a_static_add_button(): void {
		$id       = $this->sku( self::TYRE );
		$html     = $this->render( $id );
		$box      = substr( $html, (int) strpos( $html, '<div class="rueda-buy-box"' ) );
		$product  = json_decode( (string) $this->attribute( $box, 'data-product' ), true, 512, JSON_THROW_ON_ERROR );
		$expected = $this->rest( 'GET', '/wc/store/v1/products/' . $id )->get_data();

		$this->assertSame( $id, $product['id'] );
		$this->assertSame( '205/55 R16', $product['tyre']['size'] );
		$this->assertSame( $expected['prices'], $product['prices'], 'the Store API\'s product' );
		$this->assertSame( array(), json_decode( (string) $this->attribute( $box, 'data-variations' ), true ) );
		$this->assertSame( '', $this->attribute( $box, 'data-rueda-buy-box' ) );
		$this->assertMatchesRegularExpression( '#<button type="button" class="rueda-button rueda-buy-box__add" disabled>[^<]+</button>#', $box );
		$this->assertMatchesRegularExpression( '#<button type="button" class="rueda-buy-box__quick-option" aria-pressed="true" disabled>4</button>#', $box, 'a set of four first' );
	}

	public function test_a_tyre_that_can_be_fitted_is_offered_fitted_first(): void {
		$box = $this->render( $this->sku( self::TYRE ) );

		$this->assertStringContainsString( '<fieldset class="rueda-fitting-choice">', $box );
		$this->assertStringContainsString( 'name="rueda-fitting-' . $this->sku( self::TYRE ) . '" value="none" disabled>', $box );
		$this->assertStringContainsString( 'value="fitted" checked disabled aria-describedby="rueda-fitting-' . $this->sku( self::TYRE ) . '-fitted-detail">', $box );
		$this->assertStringContainsString( '<span class="rueda-fitting-choice__title">' . __( 'Fitted at the workshop', 'rueda' ) . '</span><span class="rueda-fitting-choice__price"><span class="rueda-price">167,95 €</span>', $box );
		$this->assertStringContainsString( str_replace( '<price/>', '<span class="rueda-price">23,00 €</span>', sprintf( __( 'Includes %s: <price/> per tyre.', 'rueda' ), 'Montaje de neumático, Equilibrado de rueda, Válvula nueva' ) ), $box ); // phpcs:ignore WordPress.WP.I18n.MissingTranslatorsComment
		$this->assertLessThan( strpos( $box, 'rueda-buy-box__quantity' ), strpos( $box, 'rueda-fitting-choice' ), 'before the quantity' );
		$data = json_decode( (string) $this->attribute( $box, 'data-products' ), true, 512, JSON_THROW_ON_ERROR );
		$this->assertSame( array( 'SRV-ALINEACION' ), array_column( $data, 'sku' ), 'the fitting’s services are not suggested again' );

		FittingSettings::save( array() );
		$alone = $this->render( $this->sku( self::TYRE ) );
		$this->assertStringNotContainsString( 'rueda-fitting-choice', $alone, 'no band: no fitting' );
	}

	public function test_a_tyre_suggests_its_services_with_their_data(): void {
		FittingSettings::save( array() ); // Not fitted: its fitting's services are suggested.
		$html     = $this->render( $this->sku( self::TYRE ) );
		$services = json_decode( (string) $this->attribute( $html, 'data-products' ), true, 512, JSON_THROW_ON_ERROR );

		$this->assertSame( array( 'SRV-MONTAJE', 'SRV-EQUILIBRADO', 'SRV-ALINEACION' ), array_column( $services, 'sku' ) );
		$this->assertMatchesRegularExpression( '#<section class="rueda-product__services" aria-labelledby="([^"]+)"><h2 id="\1"#', $html );
		$this->assertStringContainsString( '<a class="rueda-suggested-services__name" href="' . esc_url( get_permalink( $this->sku( 'SRV-MONTAJE' ) ) ) . '">Montaje de neumático</a>', $html );
		$this->assertSame( 2, substr_count( $html, '<button type="button" class="rueda-button is-secondary rueda-suggested-services__add" aria-describedby="rueda-service-quantity-' ), 'fitting and balancing: an add button, per wheel' );
		$this->assertStringContainsString( '<a class="rueda-button is-secondary rueda-suggested-services__add" href="' . esc_url( get_permalink( $this->sku( 'SRV-ALINEACION' ) ) ) . '">', $html, 'the alignment\'s axles are chosen on its page' );
	}

	public function test_the_page_has_its_structured_data(): void {
		$html  = $this->render( $this->sku( self::TYRE ) );
		$graph = $this->json_ld( $html )['@graph'];

		$this->assertSame( array( 'Product', 'BreadcrumbList' ), array_column( $graph, '@type' ) );
		$this->assertSame( '144.95', $graph[0]['offers']['price'] );
		$this->assertSame( 'Michelin', $graph[0]['brand']['name'] );
		$this->assertCount( 4, $graph[1]['itemListElement'] );
		$this->assertSame( 'Tienda', $graph[1]['itemListElement'][1]['name'] );
	}

	public function test_the_variable_service_carries_both_axles(): void {
		$html       = $this->render( $this->sku( 'SRV-ALINEACION' ) );
		$variations = json_decode( (string) $this->attribute( $html, 'data-variations' ), true, 512, JSON_THROW_ON_ERROR );

		$this->assertSame( array( 'SRV-ALINEACION-DEL', 'SRV-ALINEACION-AMBOS' ), array_column( $variations, 'sku' ) );
		$this->assertSame( array( 3900, 5900 ), array_map( static fn( array $item ) => (int) $item['prices']['price'], $variations ) );
		$this->assertSame( 2, substr_count( $html, 'class="rueda-variation-picker__option"' ) );
		$this->assertStringContainsString( '>Eje delantero</button>', $html );
		$this->assertStringContainsString( '>Ambos ejes</button>', $html );
		$this->assertSame( 'AggregateOffer', $this->json_ld( $html )['@graph'][0]['offers']['@type'] );
		$this->assertStringNotContainsString( 'rueda-product__services', $html, 'no services to suggest' );
		$this->assertStringNotContainsString( 'rueda-product__sets', $html, 'no sets of tyres' );
		$this->assertStringNotContainsString( 'rueda-buy-box__quantity', $html, 'each axle is sold once' );
		$this->assertMatchesRegularExpression( '#<p class="rueda-product__price">.*39,00.*&ndash;.*59,00.*</p>#', $html );
	}

	public function test_stock_says_when_the_tyre_can_be_fitted_or_delivered(): void {
		$dates = array();
		$this->filter(
			'rueda_delivery_estimate',
			static function ( array $estimate ) use ( &$dates ) {
				$dates[] = $estimate['delivery_date']?->format( 'Y-m-d' );
				return $estimate;
			}
		);
		$workshop  = $this->render( $this->sku( self::TYRE ) );
		$backorder = $this->render( $this->sku( 'BRI-WEATHERC-2056016' ) );
		$sold_out  = $this->render( $this->sku( 'CON-ALLSEASO-2355519' ) );
		$service   = $this->render( $this->sku( 'SRV-MONTAJE' ) );

		$this->assertSame( 2, preg_match_all( '#<li class="rueda-product__delivery-line is-(in-stock|delivery)">[^<]+<strong>[^<]+</strong></li>#u', $workshop ) );
		$this->assertMatchesRegularExpression( '#<li class="rueda-product__delivery-line is-on-backorder">[^<]+<strong>[^<]+</strong></li>#u', $backorder );
		$this->assertMatchesRegularExpression( '#<ul class="rueda-product__delivery"><li class="rueda-product__delivery-line is-out-of-stock">[^<]+</li></ul>#', $sold_out, 'sold out, no dates' );
		$this->assertStringNotContainsString( 'rueda-product__delivery', $service, 'a service is done at the workshop' );
		$this->assertCount( 4, $dates );
		$this->assertNull( $dates[2] );
		$this->assertGreaterThan( $dates[0], $dates[1], 'a backorder takes longer' );
	}

	public function test_outside_a_product_it_renders_nothing(): void {
		$page  = (int) get_page_by_path( 'tienda' )->ID;
		$draft = wp_insert_post(
			array(
				'post_type'   => PostTypes::PRODUCT,
				'post_status' => 'draft',
				'post_title'  => 'Borrador',
			)
		);

		$this->assertSame( '', $this->render( $page ) );
		$this->assertSame( '', $this->render( 0 ) );
		$this->assertSame( '', $this->render( $draft ), 'not a product (no row) and not public' );
		$this->assertSame( '', $this->render( $this->sku( 'SRV-ALINEACION-DEL' ) ), 'a variation has no page' );
	}

	public function test_a_query_loop_renders_its_post_and_sections_can_be_hidden(): void {
		$block = new \WP_Block(
			array(
				'blockName'    => 'rueda/product',
				'attrs'        => array(
					'showServices'    => false,
					'showSpecs'       => false,
					'showDescription' => false,
					'showBreadcrumbs' => false,
				),
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			),
			array( 'postId' => $this->sku( self::TYRE ) )
		);
		$html  = $block->render();

		$this->assertStringContainsString( 'Michelin Pilot Sport 5 205/55 R16 91V</h1>', $html );
		foreach ( array( 'rueda-breadcrumbs', 'rueda-product__services', 'rueda-specs-table', 'rueda-product__description' ) as $hidden ) {
			$this->assertStringNotContainsString( $hidden, $html );
		}
	}

	public function test_the_page_loads_its_products_and_images_in_batches(): void {
		global $wpdb;
		$id = $this->sku( self::TYRE );
		wp_cache_flush();
		$before = $wpdb->num_queries;
		$this->render( $id );
		$queries = $wpdb->num_queries - $before;

		// The product, then its services together, then every image: posts, meta, terms
		// (and the options, reloaded after the flush), and the pages the category's
		// breadcrumb leads to (Content/CategoryLinks).
		// 15 on SQLite with an empty cache, whatever the number of services or images.
		$this->assertLessThanOrEqual( 16, $queries );
	}

	public function test_the_template_places_the_block_on_product_pages(): void {
		$templates = get_block_templates( array( 'post_type' => PostTypes::PRODUCT ) );
		$template  = get_block_template( get_stylesheet() . '//' . ProductTemplate::SLUG );

		$this->assertContains( ProductTemplate::SLUG, wp_list_pluck( $templates, 'slug' ) );
		$this->assertNotNull( $template );
		$this->assertSame( 'rueda', $template->plugin );
		$this->assertSame( array( PostTypes::PRODUCT ), $template->post_types );
		// The theme's own parts (core names the theme in them).
		$this->assertMatchesRegularExpression( '#^<!-- wp:template-part \{"slug":"header"[,}]#', $template->content );
		$this->assertStringContainsString( '<!-- wp:rueda/product {"align":"wide"} /-->', $template->content );
		$this->assertMatchesRegularExpression( '#<!-- wp:template-part \{"slug":"footer"[^>]*/-->$#', $template->content );
	}

	public function test_a_product_permalink_resolves_to_its_page_with_the_template(): void {
		global $wp;
		$id   = $this->sku( self::TYRE );
		$path = (string) wp_parse_url( get_permalink( $id ), PHP_URL_PATH );

		$uri                    = $_SERVER['REQUEST_URI'] ?? '/'; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- put back as it was.
		$_SERVER['REQUEST_URI'] = $path;
		try {
			$wp->parse_request();
			$wp->query_posts();
			$wp->register_globals();
			$file = get_single_template();
			$html = get_the_block_template_html();
		} finally {
			$_SERVER['REQUEST_URI'] = $uri;
		}

		$this->assertStringStartsWith( '/producto/', $path, 'the Spanish permalink' );
		$this->assertFalse( is_404() );
		$this->assertTrue( is_singular( PostTypes::PRODUCT ) );
		$this->assertSame( $id, get_queried_object_id() );
		$this->assertStringEndsWith( 'template-canvas.php', $file );
		$this->assertSame( 1, substr_count( $html, '<h1' ) );
		$this->assertStringContainsString( 'Michelin Pilot Sport 5 205/55 R16 91V</h1>', $html );
		$this->assertMatchesRegularExpression( '#<header[^>]*wp-block-template-part#', $html, 'the theme\'s header' );
		$this->assertStringContainsString( 'data-block-name="rueda/mini-cart"', $html, 'the header\'s mini cart' );
		$this->assertMatchesRegularExpression( '#<main [^>]*class="[^"]*wp-block-group#', $html );
	}
}

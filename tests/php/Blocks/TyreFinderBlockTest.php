<?php
/**
 * The rueda/tyre-finder block, rendered on the server.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Blocks;

use Rueda\Domain\Tyres\CatalogueSizes;
use Rueda\Domain\Tyres\VehicleCatalog;
use Rueda\Storage\Schema;

/**
 * The finder's first screen as the frontend draws it, with the catalogue's sizes and
 * seasons for the frontend, on the demo's Inicio and Tienda.
 */
final class TyreFinderBlockTest extends BlockTestCase {

	public function test_renders_the_heading_the_tabs_and_the_size_selects(): void {
		$html   = do_blocks( '<!-- wp:rueda/tyre-finder /-->' );
		$finder = $this->block_attributes( $html, 'rueda/tyre-finder' );

		$this->assertSame( 'wp-block-rueda-tyre-finder', $finder['class'] );
		$this->assertSame( 'size', $finder['data-default-tab'] );
		$this->assertStringContainsString( '>' . esc_html__( 'Find your tyres', 'rueda' ) . '</h2>', $html );
		$this->assertSame( 1, substr_count( $html, 'role="tablist"' ) );
		$this->assertMatchesRegularExpression( '~<button type="button" role="tab" id="([\w-]+)-tab-size" class="rueda-tyre-finder__tab" aria-selected="true" aria-controls="\1-panel-size" tabindex="0">~', $html );
		$this->assertMatchesRegularExpression( '~role="tab" id="[\w-]+-tab-vehicle" class="rueda-tyre-finder__tab" aria-selected="false" aria-controls="[\w-]+-panel-vehicle" tabindex="-1"~', $html );
		$this->assertMatchesRegularExpression( '~role="tabpanel" id="[\w-]+-panel-vehicle" aria-labelledby="[\w-]+-tab-vehicle" hidden>~', $html );

		// Every width of the catalogue, smallest first; the later selects wait for it.
		preg_match( '~<select id="[\w-]+-width">(.*?)</select>~', $html, $width );
		preg_match_all( '~<option value="(\d*)">~', $width[1] ?? '', $options );
		$this->assertSame( array( '', '185', '195', '205', '215', '225', '235' ), $options[1] );
		$this->assertMatchesRegularExpression( '~<select id="[\w-]+-profile" disabled>~', $html );
		$this->assertMatchesRegularExpression( '~<select id="[\w-]+-rim" disabled>~', $html );
		$this->assertStringContainsString( 'rueda-tyre-finder__submit" disabled>', $html );
		$this->assertStringContainsString( '205/55 R16 91V</textPath>', $html, 'the sidewall hint' );
	}

	public function test_carries_the_catalogue_sizes_and_seasons_for_the_frontend(): void {
		$finder    = $this->block_attributes( do_blocks( '<!-- wp:rueda/tyre-finder /-->' ), 'rueda/tyre-finder' );
		$catalogue = ( new CatalogueSizes() )->get();
		$sizes     = json_decode( (string) $finder['data-sizes'], true );

		$this->assertSame( $catalogue['sizes'], $sizes );
		$this->assertContains(
			array(
				'width'   => 205,
				'profile' => 55,
				'rim'     => 16,
				'seasons' => array( 'verano', 'invierno', 'todo-tiempo' ),
			),
			$sizes
		);
		$this->assertSame(
			array(
				array(
					'slug' => 'verano',
					'name' => 'Verano',
				),
				array(
					'slug' => 'invierno',
					'name' => 'Invierno',
				),
				array(
					'slug' => 'todo-tiempo',
					'name' => 'Todo tiempo',
				),
			),
			json_decode( (string) $finder['data-seasons'], true )
		);
	}

	public function test_folds_on_phones_when_asked_as_the_frontend_draws_it(): void {
		$html = do_blocks( '<!-- wp:rueda/tyre-finder {"foldOnPhones":true} /-->' );

		$this->assertSame( 'true', $this->block_attributes( $html, 'rueda/tyre-finder' )['data-fold-on-phones'] );
		$this->assertMatchesRegularExpression( '~<button type="button" class="rueda-button rueda-tyre-finder__unfold" aria-expanded="false" aria-controls="([\w-]+-body)">[^<]+</button><div id="\1" class="rueda-tyre-finder__body is-folded">~', $html );
		$this->assertStringNotContainsString( 'rueda-tyre-finder__unfold', do_blocks( '<!-- wp:rueda/tyre-finder /-->' ) );
	}

	public function test_opens_on_the_vehicle_tab_when_asked(): void {
		$html = do_blocks( '<!-- wp:rueda/tyre-finder {"defaultTab":"vehicle"} /-->' );

		$this->assertSame( 'vehicle', $this->block_attributes( $html, 'rueda/tyre-finder' )['data-default-tab'] );
		$this->assertMatchesRegularExpression( '~id="[\w-]+-tab-vehicle" class="rueda-tyre-finder__tab" aria-selected="true"~', $html );
		$this->assertMatchesRegularExpression( '~<select id="[\w-]+-make" disabled><option value="">' . preg_quote( esc_html__( 'Loading…', 'rueda' ), '~' ) . '</option></select>~', $html );
		$this->assertMatchesRegularExpression( '~role="tabpanel" id="[\w-]+-panel-size" aria-labelledby="[\w-]+-tab-size" hidden></div>~', $html );
	}

	public function test_a_shop_without_a_list_of_vehicles_searches_by_size_alone(): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'DELETE FROM %i', Schema::table( Schema::VEHICLES ) ) ); // phpcs:ignore WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- WPCS 2.3 predates %i.
		VehicleCatalog::forget();

		$html   = do_blocks( '<!-- wp:rueda/tyre-finder {"defaultTab":"vehicle","foldOnPhones":true} /-->' );
		$finder = $this->block_attributes( $html, 'rueda/tyre-finder' );

		$this->assertSame( 'false', $finder['data-vehicles'] );
		$this->assertSame( 'size', $finder['data-default-tab'] );
		$this->assertStringNotContainsString( 'role="tab', $html );
		$this->assertStringNotContainsString( esc_html__( 'By vehicle', 'rueda' ), $html );
		$this->assertMatchesRegularExpression( '~<div class="rueda-tyre-finder__panel"><form class="rueda-tyre-finder__form">.*<select id="[\w-]+-width">~', $html );
		$this->assertStringContainsString( '>' . esc_html__( 'Search by size', 'rueda' ) . '</button>', $html );
		$this->assertSame( 'no', get_option( VehicleCatalog::LISTED_OPTION ), 'kept for the next pages' );
	}

	public function test_a_shop_with_vehicles_offers_both_searches(): void {
		delete_option( VehicleCatalog::LISTED_OPTION );

		$finder = $this->block_attributes( do_blocks( '<!-- wp:rueda/tyre-finder /-->' ), 'rueda/tyre-finder' );

		$this->assertSame( 'true', $finder['data-vehicles'] );
		$this->assertSame( 'yes', get_option( VehicleCatalog::LISTED_OPTION ) );
	}

	public function test_two_finders_on_a_page_have_their_own_ids(): void {
		$html = do_blocks( '<!-- wp:rueda/tyre-finder /--><!-- wp:rueda/tyre-finder /-->' );
		preg_match_all( '~ id="([\w-]+-title)"~', $html, $ids );

		$this->assertCount( 2, array_unique( $ids[1] ) );
	}

	public function test_loads_the_frontend_with_the_shared_runtime(): void {
		do_blocks( '<!-- wp:rueda/tyre-finder /-->' );
		$block  = \WP_Block_Type_Registry::get_instance()->get_registered( 'rueda/tyre-finder' );
		$handle = $block->view_script_handles[0] ?? '';

		$this->assertTrue( wp_script_is( $handle, 'enqueued' ), 'the view script' );
		$this->assertContains( 'rueda-runtime', wp_scripts()->registered[ $handle ]->deps );
		$this->assertContains( 'wp-api-fetch', wp_scripts()->registered[ $handle ]->deps );
	}

	public function test_the_demo_puts_it_after_the_cover_on_inicio_and_above_the_grid_on_tienda(): void {
		$inicio = (string) file_get_contents( RUEDA_DEMO_DIR . '/pages/inicio.html' );
		$tienda = (string) file_get_contents( RUEDA_DEMO_DIR . '/pages/tienda.html' );

		$this->assertMatchesRegularExpression( '~<!-- /wp:cover -->\s*<!-- wp:rueda/tyre-finder \{[^}]*\} /-->~', $inicio );
		$this->assertLessThan( strpos( $tienda, '<!-- wp:rueda/product-grid' ), strpos( $tienda, '<!-- wp:rueda/tyre-finder' ) );
		$this->assertSame( array( 'rueda/tyre-finder' ), array_values( array_intersect( $this->block_names( do_blocks( $inicio ) ), array( 'rueda/tyre-finder' ) ) ) );
	}
}

<?php
/**
 * The tyre sizes the finder offers.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Tyres;

use Rueda\Domain\Catalog\ProductRepository;
use Rueda\Domain\Tyres\CatalogueSizes;
use Rueda\Tests\TestCase;

/**
 * Only the sizes of published, visible tyres, each with its seasons, read in one query and
 * cached until the catalogue changes.
 *
 * @group object-cache
 */
final class CatalogueSizesTest extends TestCase {

	private ProductRepository $products;

	protected function set_up(): void {
		parent::set_up();
		$this->products = new ProductRepository();
		CatalogueSizes::forget();
	}

	/**
	 * Saves a tyre of a size.
	 *
	 * @param string              $width     Width.
	 * @param string              $profile   Profile.
	 * @param string              $rim       Rim, without the R.
	 * @param string              $season    Season term name, '' for none.
	 * @param array<string,mixed> $overrides Product data.
	 */
	private function tyre( string $width, string $profile, string $rim, string $season = 'Verano', array $overrides = array() ): int {
		return $this->products->save(
			$overrides + array(
				'name'          => "Prueba {$width}/{$profile} R{$rim}",
				'sku'           => 'TEST-' . wp_generate_password( 6, false ),
				'regular_price' => 10000,
				'attributes'    => array(
					'width'        => array( $width ),
					'profile'      => array( $profile ),
					'rim'          => array( 'R' . $rim ),
					'season'       => array( $season ),
					'load-index'   => array( '91' ),
					'speed-rating' => array( 'V' ),
				),
			)
		);
	}

	/**
	 * The sizes as "205/55 R16" => seasons.
	 *
	 * @return array<string,list<string>>
	 */
	private function sizes(): array {
		$sizes = array();
		foreach ( ( new CatalogueSizes() )->get()['sizes'] as $size ) {
			$sizes[ "{$size['width']}/{$size['profile']} R{$size['rim']}" ] = $size['seasons'];
		}
		return $sizes;
	}

	public function test_lists_each_size_of_the_catalogue_once_smallest_first(): void {
		$expected = array();
		foreach ( require RUEDA_DEMO_DIR . '/data/tyres.php' as $tyre ) {
			$expected[ sprintf( '%03d%02d%02d', $tyre['width'], $tyre['profile'], $tyre['rim'] ) ] = "{$tyre['width']}/{$tyre['profile']} R{$tyre['rim']}";
		}
		ksort( $expected );

		$this->assertSame( array_values( $expected ), array_keys( $this->sizes() ) );
		$this->assertSame(
			array(
				'width'   => 205,
				'profile' => 55,
				'rim'     => 16,
				'seasons' => array( 'verano', 'invierno', 'todo-tiempo' ),
			),
			( new CatalogueSizes() )->get()['sizes'][2]
		);
	}

	public function test_gives_each_size_the_seasons_it_comes_in_and_their_names(): void {
		$sizes = $this->sizes();

		$this->assertSame( array( 'verano', 'todo-tiempo' ), $sizes['205/60 R16'], 'an out-of-stock tyre still counts' );
		$this->assertSame( array( 'verano', 'invierno', 'todo-tiempo' ), $sizes['225/40 R18'] );
		$this->assertSame( array( 'verano', 'todo-tiempo' ), $sizes['235/55 R19'] );
		$this->assertSame(
			array(
				'verano'      => 'Verano',
				'invierno'    => 'Invierno',
				'todo-tiempo' => 'Todo tiempo',
			),
			( new CatalogueSizes() )->get()['seasons']
		);
	}

	public function test_leaves_out_drafts_hidden_tyres_services_and_partial_sizes(): void {
		$this->tyre( '245', '40', '19', 'Verano', array( 'status' => 'draft' ) );
		$this->tyre( '255', '35', '19', 'Verano', array( 'catalog_visibility' => 'hidden' ) );
		$this->tyre( '265', '35', '20', 'Verano', array( 'catalog_visibility' => 'search' ) );
		$this->products->save(
			array(
				'name'          => 'Sin perfil 275 R20',
				'sku'           => 'TEST-PARTIAL',
				'regular_price' => 10000,
				'attributes'    => array(
					'width' => array( '275' ),
					'rim'   => array( 'R20' ),
				),
			)
		);
		$sizes = $this->sizes();

		$this->assertCount( 9, $sizes );
		$this->assertArrayNotHasKey( '245/40 R19', $sizes );
		$this->assertArrayNotHasKey( '255/35 R19', $sizes );
		$this->assertArrayNotHasKey( '265/35 R20', $sizes );
	}

	public function test_a_tyre_without_a_season_still_offers_its_size(): void {
		$this->tyre( '175', '65', '14', '' );

		$this->assertSame( array(), $this->sizes()['175/65 R14'] );
	}

	public function test_reads_once_then_answers_from_the_cache(): void {
		global $wpdb;
		( new CatalogueSizes() )->get();
		$queries = $wpdb->num_queries;
		$again   = ( new CatalogueSizes() )->get();

		$this->assertLessThanOrEqual( 1, $wpdb->num_queries - $queries, 'at most the transient read' );
		$this->assertSame( $again, get_transient( CatalogueSizes::TRANSIENT ) );
	}

	public function test_a_saved_product_clears_the_cache(): void {
		$this->assertArrayNotHasKey( '245/40 R19', $this->sizes() );

		$id = $this->tyre( '245', '40', '19', 'Invierno' );
		$this->assertSame( array( 'invierno' ), $this->sizes()['245/40 R19'], 'a new tyre' );

		$data = $this->products->get_data( $id );
		$this->products->save( array( 'status' => 'draft' ) + $data );
		$this->assertArrayNotHasKey( '245/40 R19', $this->sizes(), 'drafted' );

		$this->products->save( array( 'status' => 'publish' ) + $data );
		$this->assertArrayHasKey( '245/40 R19', $this->sizes(), 'published again' );

		$this->products->save( array( 'catalog_visibility' => 'hidden' ) + $data );
		$this->assertArrayNotHasKey( '245/40 R19', $this->sizes(), 'hidden' );
	}

	public function test_a_trashed_or_deleted_product_clears_the_cache(): void {
		$id = $this->tyre( '245', '40', '19' );
		$this->assertArrayHasKey( '245/40 R19', $this->sizes() );

		$this->products->delete( $id );
		$this->assertArrayNotHasKey( '245/40 R19', $this->sizes(), 'trashed' );

		$other = $this->tyre( '255', '40', '19' );
		$this->assertArrayHasKey( '255/40 R19', $this->sizes() );
		$this->products->delete( $other, true );
		$this->assertArrayNotHasKey( '255/40 R19', $this->sizes(), 'deleted' );
	}

	public function test_changed_terms_clear_the_cache(): void {
		$id = $this->tyre( '245', '40', '19' );
		$this->assertSame( array( 'verano' ), $this->sizes()['245/40 R19'] );

		wp_set_object_terms( $id, array( 'Invierno' ), 'rueda_pa_season' );
		$this->assertSame( array( 'invierno' ), $this->sizes()['245/40 R19'] );
	}
}

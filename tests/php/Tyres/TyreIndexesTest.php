<?php
/**
 * What load indexes and speed ratings mean.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Tyres;

use Rueda\Domain\Catalog\ProductRepository;
use Rueda\Domain\Tyres\TyreIndexes;
use Rueda\Tests\TestCase;

/**
 * The ETRTO tables, and the product's specs carrying them for the specs table.
 */
final class TyreIndexesTest extends TestCase {

	public function test_load_indexes_read_as_kilograms(): void {
		$this->assertSame( 190, TyreIndexes::load_kg( 50 ) );
		$this->assertSame( 615, TyreIndexes::load_kg( 91 ) );
		$this->assertSame( 670, TyreIndexes::load_kg( 94 ) );
		$this->assertSame( 925, TyreIndexes::load_kg( 105 ) );
		$this->assertSame( 3350, TyreIndexes::load_kg( 150 ) );
		$this->assertNull( TyreIndexes::load_kg( 49 ) );
		$this->assertNull( TyreIndexes::load_kg( 151 ) );
	}

	public function test_speed_ratings_read_as_kilometres_per_hour(): void {
		$this->assertSame( 210, TyreIndexes::speed_kmh( 'H' ) );
		$this->assertSame( 240, TyreIndexes::speed_kmh( 'v' ) );
		$this->assertSame( 300, TyreIndexes::speed_kmh( 'Y' ) );
		$this->assertNull( TyreIndexes::speed_kmh( 'X' ) );
		// The table runs slowest first, with H between U and V.
		$speeds = array_values( TyreIndexes::SPEED_KMH );
		$sorted = $speeds;
		sort( $sorted );
		$this->assertSame( $sorted, $speeds );
	}

	public function test_a_tyres_specs_carry_the_meaning_of_its_indexes(): void {
		$id      = ( new ProductRepository() )->find_id_by_sku( 'MIC-PILOTSPO-2055516' );
		$product = rest_do_request( new \WP_REST_Request( 'GET', '/wc/store/v1/products/' . $id ) )->get_data();

		$this->assertStringEndsWith( '91V', $product['name'] );
		$this->assertSame( 615, $product['specs']['load_index_kg'] );
		$this->assertSame( 240, $product['specs']['speed_rating_kmh'] );
	}
}

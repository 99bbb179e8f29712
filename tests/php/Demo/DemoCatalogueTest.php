<?php
/**
 * The demo catalogue the test site is seeded with.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Demo;

use RuedaDemo\CatalogueSeeder;
use Rueda\Domain\Catalog\PostTypes;
use Rueda\Domain\Catalog\ProductRepository;
use Rueda\Settings\CurrencySettings;
use Rueda\Tests\TestCase;

/**
 * Demo catalogue.
 */
final class DemoCatalogueTest extends TestCase {

	private function count_products(): int {
		return count(
			get_posts(
				array(
					'post_type'   => array( PostTypes::PRODUCT, PostTypes::VARIATION ),
					'post_status' => 'any',
					'numberposts' => -1,
					'fields'      => 'ids',
				)
			)
		);
	}

	public function test_has_at_least_30_tyres_across_brands_and_seasons_and_the_services(): void {
		$tyres    = get_posts(
			array(
				'post_type'   => PostTypes::PRODUCT,
				'numberposts' => -1,
				'fields'      => 'ids',
				'tax_query'   => array(
					array(
						'taxonomy' => PostTypes::CATEGORY,
						'field'    => 'slug',
						'terms'    => 'neumaticos',
					),
				),
			)
		);
		$brands   = get_terms(
			array(
				'taxonomy' => 'rueda_pa_brand',
				'fields'   => 'names',
			)
		);
		$seasons  = get_terms(
			array(
				'taxonomy' => 'rueda_pa_season',
				'fields'   => 'names',
			)
		);
		$products = new ProductRepository();

		$this->assertGreaterThanOrEqual( 30, count( $tyres ) );
		$this->assertGreaterThanOrEqual( 6, count( $brands ) );
		$this->assertEqualsCanonicalizing( array( 'Verano', 'Invierno', 'Todo tiempo' ), $seasons );
		foreach ( array( 'SRV-MONTAJE', 'SRV-EQUILIBRADO', 'SRV-ALINEACION', 'SRV-ACEITE', 'SRV-PREITV' ) as $sku ) {
			$this->assertNotSame( 0, $products->find_id_by_sku( $sku ), $sku );
		}
	}

	public function test_covers_the_stock_cases_shoppers_meet(): void {
		$statuses = array();
		$products = new ProductRepository();
		foreach ( require RUEDA_DEMO_DIR . '/data/tyres.php' as $tyre ) {
			$product                                = $products->get( $products->find_id_by_sku( $tyre['sku'] ) );
			$statuses[ $product->stock_status() ][] = $product->stock_quantity();
		}

		$this->assertContains( 1, $statuses['instock'], 'a product with stock 1' );
		$this->assertArrayHasKey( 'outofstock', $statuses );
		$this->assertArrayHasKey( 'onbackorder', $statuses );
	}

	public function test_alignment_has_front_axle_and_both_axles_variations(): void {
		$products  = new ProductRepository();
		$alignment = $products->find_id_by_sku( 'SRV-ALINEACION' );
		$names     = array_map( static fn( $variation ) => $variation->name(), $products->get_many( $products->variation_ids( $alignment ) ) );

		$this->assertSame( array( 'Alineación de dirección - Eje delantero', 'Alineación de dirección - Ambos ejes' ), array_values( $names ) );
	}

	public function test_prices_are_in_euros_written_the_spanish_way(): void {
		$this->assertSame( '1.234,50 €', CurrencySettings::currency()->format( 123450 ) );
	}

	public function test_seeding_again_adds_no_products(): void {
		$before = $this->count_products();

		( new CatalogueSeeder() )->seed();

		$this->assertSame( $before, $this->count_products() );
	}
}

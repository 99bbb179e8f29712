<?php
/**
 * A tyre's ecovalor category: in the products screen, the demo catalogue and the Store API.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Ecovalor;

use Rueda\Domain\Catalog\ProductRepository;
use Rueda\Domain\Ecovalor\EcovalorCategory;
use Rueda\Domain\Ecovalor\EcovalorSettings;
use Rueda\Domain\Taxes\TaxSettings;
use Rueda\Tests\StoreApi\CartTestCase;

/**
 * The owner sets each tyre's category (a passenger car's when none is set), the cart charges
 * its amount, and products say what each tyre pays, written like its price.
 */
final class EcovalorCategoryTest extends CartTestCase {

	private const PRODUCTS = '/rueda/v1/products';

	/** A passenger car tyre of the demo catalogue. */
	private const CAR_TYRE = 'MIC-PILOTSPO-2055516';

	/**
	 * Changes a product through the products screen's route, as an administrator.
	 *
	 * @param int                 $id     Product id.
	 * @param array<string,mixed> $fields Fields.
	 */
	private function edit( int $id, array $fields ): \WP_REST_Response {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$response = $this->rest( 'PATCH', self::PRODUCTS . '/' . $id, $fields );
		wp_set_current_user( 0 );
		return $response;
	}

	/**
	 * The Store API's answer for a product.
	 *
	 * @param string $sku SKU.
	 * @return array<string,mixed>
	 */
	private function store_product( string $sku ): array {
		return $this->rest( 'GET', '/wc/store/v1/products/' . $this->sku( $sku ) )->get_data();
	}

	public function test_the_owner_sets_a_tyres_category_and_the_cart_charges_its_amount(): void {
		$id = $this->sku( self::CAR_TYRE );

		$response = $this->edit( $id, array( 'ecovalor_category' => 'furgoneta' ) );

		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame( 'furgoneta', $response->get_data()['ecovalor_category'] );
		$this->assertSame( 'furgoneta', ( new ProductRepository() )->get( $id )->specs()[ EcovalorCategory::SPEC ] );
		$fee = $this->add( self::CAR_TYRE, 2 )->get_data()['fees'][0];
		$this->assertSame( array( 'ecovalor-furgoneta', '420', '88' ), array( $fee['id'], $fee['totals']['total'], $fee['totals']['total_tax'] ) );
	}

	public function test_a_category_that_is_not_one_is_refused_by_field(): void {
		$id = $this->sku( self::CAR_TYRE );

		$response = $this->edit( $id, array( 'ecovalor_category' => 'camion' ) );

		$this->assertSame( array( 400, 'rest_invalid_param' ), array( $response->get_status(), $response->get_data()['code'] ) );
		$this->assertArrayHasKey( 'ecovalor_category', $response->get_data()['data']['params'] );
		$this->assertSame( 'turismo', ( new ProductRepository() )->get( $id )->specs()[ EcovalorCategory::SPEC ], 'unchanged' );
	}

	public function test_a_tyre_without_a_category_pays_as_a_passenger_cars(): void {
		$id = ( new ProductRepository() )->save(
			array(
				'name'          => 'Neumático sin categoría',
				'regular_price' => 8000,
			)
		);
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$this->assertNull( $this->rest( 'GET', self::PRODUCTS . '/' . $id )->get_data()['ecovalor_category'], 'the screen shows the default' );
		wp_set_current_user( 0 );

		$fees = $this->write(
			'add-item',
			array(
				'id'       => $id,
				'quantity' => 1,
			)
		)->get_data()['fees'];

		$this->assertSame( array( 'ecovalor-turismo' ), array_column( $fees, 'id' ) );
	}

	public function test_services_keep_no_category(): void {
		$id = $this->sku( 'SRV-MONTAJE' );

		$response = $this->edit( $id, array( 'ecovalor_category' => 'moto' ) );

		$this->assertSame( 200, $response->get_status() );
		$this->assertNull( $response->get_data()['ecovalor_category'] );
		$this->assertNull( EcovalorCategory::of( ( new ProductRepository() )->get( $id ) ) );
	}

	public function test_the_demo_catalogue_seeds_suv_sizes_as_suv_and_the_rest_as_cars(): void {
		$categories = array();
		foreach ( require RUEDA_DEMO_DIR . '/data/tyres.php' as $tyre ) {
			$categories[ $tyre['sku'] ] = EcovalorCategory::of( ( new ProductRepository() )->get( $this->sku( $tyre['sku'] ) ) );
		}

		$this->assertSame( 'suv', $categories['HAN-VENTUSPR-2355519'], '235/55 R19' );
		$this->assertSame( 'turismo', $categories[ self::CAR_TYRE ] );
		$this->assertSame(
			array(
				'turismo' => count( $categories ) - 4,
				'suv'     => 4,
			),
			array_count_values( $categories ),
			'the four 235/55 R19 tyres are SUV tyres'
		);
	}

	public function test_products_say_what_each_tyre_pays_written_like_its_price(): void {
		$car = $this->store_product( self::CAR_TYRE )['tyre']['ecovalor'];
		$suv = $this->store_product( 'HAN-VENTUSPR-2355519' )['tyre']['ecovalor'];

		$this->assertSame(
			array(
				'category'      => 'turismo',
				'category_name' => EcovalorCategory::labels()['turismo'],
				'system'        => 'SIGNUS',
				'amount'        => '157',
			),
			$car,
			'1,30 € and its IVA, as prices are entered with IVA'
		);
		$this->assertSame( '254', $suv['amount'], '2,10 € and its IVA' );

		update_option( TaxSettings::OPTION, array( 'prices_include_tax' => false ) );
		$this->assertSame( '130', $this->store_product( self::CAR_TYRE )['tyre']['ecovalor']['amount'], 'without IVA, like the prices' );

		update_option( EcovalorSettings::OPTION, array( 'enabled' => false ) );
		$this->assertNull( $this->store_product( self::CAR_TYRE )['tyre']['ecovalor'] );
	}
}

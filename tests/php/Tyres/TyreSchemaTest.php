<?php
/**
 * The `tyre` object of products and cart lines, with the EU label.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Tyres;

use Rueda\Domain\Catalog\ProductRepository;
use Rueda\Domain\Tyres\EuLabel;
use Rueda\Domain\Tyres\Tyre;
use Rueda\Tests\TestCase;

/**
 * What listings, product pages and cart lines read of a tyre.
 */
final class TyreSchemaTest extends TestCase {

	private function store_product( string $sku ): array {
		$id = ( new ProductRepository() )->find_id_by_sku( $sku );
		return rest_do_request( new \WP_REST_Request( 'GET', '/wc/store/v1/products/' . $id ) )->get_data();
	}

	public function test_a_tyre_reads_as_size_indexes_season_brand_model_and_label(): void {
		$tyre = $this->store_product( 'MIC-PILOTSPO-2055516' )['tyre'];

		$this->assertSame( '205/55 R16', $tyre['size'] );
		$this->assertSame( array( 205, 55, 16 ), array( $tyre['width'], $tyre['profile'], $tyre['rim'] ) );
		$this->assertSame( array( 91, 615, 'V', 240 ), array( $tyre['load_index'], $tyre['load_index_kg'], $tyre['speed_rating'], $tyre['speed_rating_kmh'] ) );
		$this->assertSame( array( 'Michelin', 'Pilot Sport 5' ), array( $tyre['brand'], $tyre['model'] ) );
		$this->assertSame( 'verano', $tyre['season']['slug'] );
		$this->assertSame( array( 'B', 'B', 71, 'B', false, false ), array_slice( array_values( $tyre['eu_label'] ), 0, 6 ) );
		$this->assertMatchesRegularExpression( '~^https://eprel\.ec\.europa\.eu/screen/product/tyres/[0-9]+$~', $tyre['eu_label']['eprel_url'] );
	}

	public function test_winter_tyres_carry_the_snow_mark_and_services_no_tyre(): void {
		$this->assertTrue( $this->store_product( 'MIC-ALPIN6-2254517' )['tyre']['eu_label']['snow'] );
		$this->assertNull( $this->store_product( 'SRV-MONTAJE' )['tyre'] );
	}

	public function test_a_cart_line_carries_its_tyre(): void {
		$id  = ( new ProductRepository() )->find_id_by_sku( 'MIC-PILOTSPO-2055516' );
		$add = new \WP_REST_Request( 'POST', '/wc/store/v1/cart/add-item' );
		$add->set_header( 'Nonce', wp_create_nonce( 'wc_store_api' ) );
		$add->set_body_params(
			array(
				'id'       => $id,
				'quantity' => 2,
			)
		);
		$cart = rest_do_request( $add )->get_data();

		$this->assertSame( '205/55 R16', $cart['items'][0]['tyre']['size'] ?? null, wp_json_encode( $cart ) );
		$this->assertSame( 'B', $cart['items'][0]['tyre']['eu_label']['fuel_class'] );
	}

	public function test_a_label_needs_every_class_and_takes_only_a_numeric_eprel_number(): void {
		$specs = array(
			'fuel_class'     => 'a',
			'wet_grip_class' => 'B',
			'noise_db'       => 68,
			'noise_class'    => 'A',
			'eprel_id'       => '<script>',
		);
		$this->assertSame( 'A', EuLabel::from_specs( $specs )->fuel_class );
		$this->assertSame( '', EuLabel::from_specs( $specs )->eprel_url() );
		$this->assertSame( 'https://eprel.ec.europa.eu/screen/product/tyres/381234', EuLabel::from_specs( array( 'eprel_id' => '381234' ) + $specs )->eprel_url() );
		$this->assertNull( EuLabel::from_specs( array( 'fuel_class' => 'F' ) + $specs ) );
		$this->assertNull( EuLabel::from_specs( array( 'noise_class' => 'D' ) + $specs ) );
	}

	public function test_gtins_need_their_check_digit(): void {
		foreach ( array( '4006381333931', '96385074', '036000291452', '00012345600012' ) as $valid ) {
			$this->assertTrue( Tyre::is_gtin( $valid ), $valid );
		}
		foreach ( array( '4006381333932', '1234567', '12345678901', 'abcdefghijklm', '' ) as $invalid ) {
			$this->assertFalse( Tyre::is_gtin( $invalid ), $invalid );
		}
	}

	public function test_the_admin_saves_the_label_marks_eprel_and_gtin(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$id      = ( new ProductRepository() )->find_id_by_sku( 'MIC-PILOTSPO-2055516' );
		$request = new \WP_REST_Request( 'PATCH', '/rueda/v1/products/' . $id );
		$request->set_header( 'X-WP-Nonce', wp_create_nonce( 'wp_rest' ) );
		$request->set_body_params(
			array(
				'snow'     => true,
				'ice'      => true,
				'eprel_id' => '381234',
				'gtin'     => '4006381333931',
			)
		);
		$saved = rest_do_request( $request );
		$this->assertSame( 200, $saved->get_status(), wp_json_encode( $saved->get_data() ) );
		$this->assertSame( array( true, true, '381234', '4006381333931' ), array( $saved->get_data()['snow'], $saved->get_data()['ice'], $saved->get_data()['eprel_id'], $saved->get_data()['gtin'] ) );

		$label = $this->store_product( 'MIC-PILOTSPO-2055516' )['tyre']['eu_label'];
		$this->assertTrue( $label['snow'] && $label['ice'] );
		$this->assertStringEndsWith( '/381234', $label['eprel_url'] );
	}
}

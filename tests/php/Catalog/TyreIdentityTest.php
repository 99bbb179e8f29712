<?php
/**
 * A tyre's name and SKU built from its fields.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Catalog;

use Rueda\Domain\Tyres\TyreIdentity;
use Rueda\Tests\TestCase;

/**
 * The server's builder gives what the form's does (tests/fixtures/tyre-identity.json, also
 * read by src/admin/products/test/tyre-name.test.ts), and fills a tyre's empty name and
 * SKU on save; what the owner typed is kept.
 */
final class TyreIdentityTest extends TestCase {

	/**
	 * The shared cases.
	 *
	 * @return array<string,array{0:array<string,mixed>,1:string,2:string}>
	 */
	public static function shared_cases(): array {
		$cases = array();
		foreach ( json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/fixtures/tyre-identity.json' ), true )['cases'] as $case ) { // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local fixture.
			$cases[ $case['label'] ] = array( $case['fields'], $case['name'], $case['sku'] );
		}
		return $cases;
	}

	/**
	 * One shared case.
	 *
	 * @dataProvider shared_cases
	 *
	 * @param array<string,mixed> $fields Fields.
	 * @param string              $name   Expected name.
	 * @param string              $sku    Expected SKU.
	 */
	public function test_builds_the_name_and_sku_the_form_builds( array $fields, string $name, string $sku ): void {
		$this->assertSame( $name, TyreIdentity::name( $fields ) );
		$this->assertSame( $sku, TyreIdentity::sku( $fields ) );
	}

	/**
	 * Creates a tyre as the owner.
	 *
	 * @param array<string,mixed> $fields Fields.
	 */
	private function create( array $fields ): \WP_REST_Response {
		return $this->rest(
			'POST',
			'/rueda/v1/products',
			$fields + array(
				'kind'          => 'tyre',
				'regular_price' => 9990,
				'brand'         => 'Michelin',
				'model'         => 'Primacy 4',
				'width'         => 205,
				'profile'       => 55,
				'rim'           => 16,
				'load_index'    => 91,
				'speed_rating'  => 'V',
			)
		);
	}

	public function test_a_tyre_saved_without_name_or_sku_gets_the_built_ones_and_a_free_sku(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );

		$first  = $this->create( array() );
		$second = $this->create(
			array(
				'name' => '',
				'sku'  => '',
			)
		);

		$this->assertSame( 201, $first->get_status(), wp_json_encode( $first->get_data() ) );
		$this->assertSame( 'Michelin Primacy 4 205/55 R16 91V', $first->get_data()['name'] );
		$this->assertSame( 'MIC-PRI4-2055516-91V', $first->get_data()['sku'] );
		$this->assertSame( 201, $second->get_status() );
		$this->assertSame( 'MIC-PRI4-2055516-91V-2', $second->get_data()['sku'], 'a built SKU another tyre has gets a number' );
	}

	public function test_a_typed_name_and_sku_are_kept_on_create_and_on_edit(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$tyre = $this->create(
			array(
				'name' => 'Michelin Primacy 4 (oferta)',
				'sku'  => 'PROPIO-1',
			)
		)->get_data();

		$edited = $this->rest( 'PATCH', '/rueda/v1/products/' . $tyre['id'], array( 'rim' => 17 ) )->get_data();

		$this->assertSame( 'Michelin Primacy 4 (oferta)', $edited['name'] );
		$this->assertSame( 'PROPIO-1', $edited['sku'] );
	}

	public function test_a_product_with_nothing_to_build_a_name_from_is_refused(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$response = $this->rest(
			'POST',
			'/rueda/v1/products',
			array(
				'kind'          => 'service',
				'regular_price' => 1000,
			)
		);

		$this->assertSame( 400, $response->get_status() );
		$this->assertArrayHasKey( 'name', $response->get_data()['data']['params'] );
	}
}

<?php
/**
 * Helpers for Store API cart tests.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\StoreApi;

use Rueda\Domain\Catalog\ProductRepository;
use Rueda\StoreApi\Utilities\StoreNonce;
use Rueda\Tests\TestCase;

/**
 * A shopper's session against the cart routes: writes carry a valid nonce.
 */
abstract class CartTestCase extends TestCase {

	protected function sku( string $sku ): int {
		return ( new ProductRepository() )->find_id_by_sku( $sku );
	}

	protected function write( string $path, array $body, array $headers = array() ): \WP_REST_Response {
		return $this->rest( 'POST', '/wc/store/v1/cart/' . $path, $body, $headers + array( 'Nonce' => StoreNonce::create() ) );
	}

	protected function add( string $sku, int $quantity = 1 ): \WP_REST_Response {
		return $this->write(
			'add-item',
			array(
				'id'       => $this->sku( $sku ),
				'quantity' => $quantity,
			)
		);
	}

	protected function cart(): array {
		return $this->rest( 'GET', '/wc/store/v1/cart' )->get_data();
	}

	protected function ship_to( string $country, string $state = '', string $postcode = '' ): array {
		return $this->write(
			'update-customer',
			array(
				'shipping_address' => array(
					'country'  => $country,
					'state'    => $state,
					'postcode' => $postcode,
				),
			)
		)->get_data();
	}
}

<?php
/**
 * Ordering again an order with tyres fitted at the workshop.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Workshop;

use Rueda\Domain\Cart\CartSession;
use Rueda\StoreApi\Utilities\StoreNonce;
use Rueda\Tests\Account\AccountTestCase;

/**
 * The fitted tyres come back fitted, with their band's services; the services are not
 * added again on their own.
 */
final class FittedReorderTest extends AccountTestCase {

	use BooksTheWorkshop;

	/** Services are bought: the shopper also asks for them within the withdrawal period. */
	protected const TICKED = array(
		'rueda/terms'           => true,
		'rueda/service-consent' => true,
	);

	public function test_fitted_tyres_come_back_fitted(): void {
		$owner = $this->customer();
		wp_set_current_user( $owner );
		unset( $_COOKIE[ CartSession::COOKIE ] );
		$this->rest(
			'POST',
			'/wc/store/v1/cart/add-item',
			array(
				'id'         => $this->sku( self::TYRE ),
				'quantity'   => 2,
				'extensions' => array( 'rueda' => array( 'fitted' => true ) ),
			),
			array( 'Nonce' => StoreNonce::create() )
		);
		$this->add( self::OTHER_TYRE, 1 );
		$order = $this->checkout( $this->booked_payload() )->get_data();
		$this->assertArrayHasKey( 'order_id', $order, (string) wp_json_encode( $order ) );

		$response = $this->account( 'POST', "/orders/{$order['order_id']}/reorder" );

		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame( array( $this->sku( self::TYRE ), $this->sku( self::OTHER_TYRE ) ), array_column( $response->get_data()['added'], 'id' ) );
		$items = $this->cart()['items'];
		$this->assertSame(
			array(
				array( self::TYRE, 2, true ),
				array( 'SRV-MONTAJE', 2, false ),
				array( 'SRV-EQUILIBRADO', 2, false ),
				array( 'SRV-VALVULA', 2, false ),
				array( self::OTHER_TYRE, 1, false ),
			),
			array_map(
				static fn( array $item ) => array( $item['sku'], $item['quantity'], json_decode( (string) wp_json_encode( $item['extensions'] ), true )['rueda']['fitted'] ),
				$items
			)
		);
	}
}

<?php
/**
 * The stored shape of fitted tyres and their services.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Workshop;

use Rueda\Domain\Cart\Cart;
use Rueda\Domain\Cart\CartService;
use Rueda\Domain\Cart\CartSession;
use Rueda\Domain\Catalog\ProductRepository;
use Rueda\Domain\Workshop\FittedLines;
use Rueda\Domain\Workshop\FittingChoice;
use Rueda\Tests\TestCase;

/**
 * Groups keep their shape through storage, stale writes and lines left without a tyre.
 */
final class FittedLinesTest extends TestCase {

	private ProductRepository $products;

	protected function set_up(): void {
		parent::set_up();
		$this->products = new ProductRepository();
	}

	private function id( string $sku ): int {
		return $this->products->find_id_by_sku( $sku );
	}

	public function test_the_fitting_marks_survive_storage_and_anything_else_is_dropped(): void {
		$cart = Cart::from_array(
			array(
				'items' => array(
					'a' => array(
						'id'       => 1,
						'quantity' => 4,
						'fitted'   => true,
					),
					'b' => array(
						'id'        => 2,
						'quantity'  => 4,
						'fitted_to' => 'a',
					),
					'c' => array(
						'id'        => 3,
						'quantity'  => 1,
						'fitted'    => 'yes',
						'fitted_to' => array( 'a' ),
						'price'     => 1,
					),
				),
			)
		);

		$this->assertTrue( $cart->items['a']['fitted'] );
		$this->assertSame( 'a', $cart->items['b']['fitted_to'] );
		$this->assertSame(
			array(
				'id'        => 3,
				'quantity'  => 1,
				'variation' => array(),
			),
			$cart->items['c']
		);
		$this->assertEquals( $cart, Cart::from_array( $cart->to_array() ) );
	}

	public function test_loading_puts_orphans_and_missing_services_right(): void {
		$service = new CartService();
		$session = new CartSession();
		$cart    = $service->load( $session );
		$key     = $service->add_item( $cart, $this->id( 'MIC-PRIMACY4-1956515' ), 2, array(), new FittingChoice() );
		// Stored by an older version: a service fitted to nothing, one service missing.
		$valve = FittedLines::service_key( $key, $this->id( 'SRV-VALVULA' ) );
		unset( $cart->items[ $valve ] );
		$cart->items['huerfano'] = array(
			'id'        => $this->id( 'SRV-MONTAJE' ),
			'quantity'  => 3,
			'variation' => array(),
			'fitted_to' => 'no-existe',
		);
		$this->assertTrue( $service->save( $session, $cart ) );

		$loaded = $service->load( $session );

		$this->assertSame( array( $key, FittedLines::service_key( $key, $this->id( 'SRV-MONTAJE' ) ), FittedLines::service_key( $key, $this->id( 'SRV-EQUILIBRADO' ) ), $valve ), array_keys( $loaded->items ) );
		$this->assertSame( array( 2, 2, 2, 2 ), array_column( $loaded->items, 'quantity' ) );
	}

	public function test_a_stale_write_is_refused_and_the_redone_one_keeps_the_group_whole(): void {
		$service = new CartService();
		$session = new CartSession();
		$cart    = $service->load( $session );
		$key     = $service->add_item( $cart, $this->id( 'MIC-PRIMACY4-1956515' ), 4, array(), new FittingChoice() );
		$this->assertTrue( $service->save( $session, $cart ) );

		// Two tabs read the cart; one sets two tyres, the other removes the valve.
		$first  = $service->load( $session );
		$second = $service->load( $session );
		$service->update_item( $first, $key, 2 );
		$service->remove_item( $second, FittedLines::service_key( $key, $this->id( 'SRV-VALVULA' ) ) );
		$this->assertTrue( $service->save( $session, $first ) );
		$this->assertFalse( $service->save( $session, $second ), 'the second tab read before the first wrote' );

		$redone = $service->load( $session );
		$service->remove_item( $redone, FittedLines::service_key( $key, $this->id( 'SRV-VALVULA' ) ) );
		$this->assertTrue( $service->save( $session, $redone ) );

		$final = $service->load( $session );
		$this->assertSame(
			array(
				Cart::item_key( $this->id( 'MIC-PRIMACY4-1956515' ) ) => array(
					'id'        => $this->id( 'MIC-PRIMACY4-1956515' ),
					'quantity'  => 2,
					'variation' => array(),
				),
			),
			$final->items,
			'two tyres, no fitting left'
		);
	}
}

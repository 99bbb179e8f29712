<?php
/**
 * Two requests changing one cart at the same time.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Cart;

use Rueda\Domain\Cart\CartService;
use Rueda\Domain\Cart\CartSession;
use Rueda\Domain\Catalog\ProductRepository;
use Rueda\Tests\TestCase;

/**
 * Optimistic locking of stored carts.
 */
final class CartConcurrencyTest extends TestCase {

	public function test_a_write_based_on_a_stale_read_is_refused_and_succeeds_when_redone(): void {
		$service  = new CartService();
		$session  = new CartSession();
		$products = new ProductRepository();
		$first    = $service->load( $session );
		$second   = $service->load( $session );

		$service->add_item( $first, $products->find_id_by_sku( 'SRV-MONTAJE' ), 1 );
		$service->add_item( $second, $products->find_id_by_sku( 'SRV-PREITV' ), 1 );

		$this->assertTrue( $service->save( $session, $first ) );
		$this->assertFalse( $service->save( $session, $second ), 'the second writer read before the first wrote' );

		$redone = $service->load( $session );
		$service->add_item( $redone, $products->find_id_by_sku( 'SRV-PREITV' ), 1 );
		$this->assertTrue( $service->save( $session, $redone ) );
		$this->assertSame( 2, $service->load( $session )->items_count() );
	}

	public function test_two_new_carts_with_one_key_cannot_both_be_inserted(): void {
		$service = new CartService();
		$session = new CartSession();
		$a       = $service->load( $session );
		$b       = $service->load( $session );

		$this->assertTrue( $service->save( $session, $a ) );
		$this->assertFalse( $service->save( $session, $b ) );
	}
}

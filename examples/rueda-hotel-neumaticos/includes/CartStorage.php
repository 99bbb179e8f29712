<?php
/**
 * The tyre hotel in the cart: the shopper's choice, its fee and what the Store API says.
 *
 * @package RuedaHotel
 */

declare( strict_types=1 );

namespace RuedaHotel;

use Rueda\Domain\Cart\CalculatedCart;
use Rueda\Domain\Cart\Cart;
use Rueda\Domain\Catalog\Product;
use Rueda\StoreApi\CartExtensions;
use Rueda\StoreApi\EndpointData;
use Rueda\StoreApi\RouteException;

/**
 * Extension points used: an extension cart update (POST /cart/extensions, with a refusal),
 * a fee (`rueda_cart_fees`), endpoint data on the cart and on cart items, and a product-data
 * filter (`rueda_store_api_product`).
 */
final class CartStorage {

	/**
	 * Hooks everything.
	 */
	public function register(): void {
		CartExtensions::register_update_callback( StoragePlan::NAMESPACE, array( $this, 'update' ) );
		add_filter( 'rueda_cart_fees', array( $this, 'fees' ), 10, 2 );
		add_filter( 'rueda_store_api_product', array( $this, 'product' ), 10, 2 );
		EndpointData::register(
			array(
				'endpoint'        => 'cart',
				'namespace'       => StoragePlan::NAMESPACE,
				'schema_callback' => static fn() => array(
					'seasons'          => array(
						'description' => 'Seasons the set is kept (0: not kept).',
						'type'        => 'integer',
						'minimum'     => 0,
						'maximum'     => StoragePlan::MAX_SEASONS,
					),
					'price_per_season' => array(
						'description' => 'Price of a season, IVA included, in cents.',
						'type'        => 'integer',
					),
					'max_seasons'      => array(
						'description' => 'The most seasons a set is kept.',
						'type'        => 'integer',
					),
				),
				'data_callback'   => static fn( Cart $cart ) => array(
					'seasons'          => StoragePlan::seasons( $cart ),
					'price_per_season' => StoragePlan::PRICE_PER_SEASON,
					'max_seasons'      => StoragePlan::MAX_SEASONS,
				),
			)
		);
		EndpointData::register(
			array(
				'endpoint'        => 'cart-item',
				'namespace'       => StoragePlan::NAMESPACE,
				'schema_callback' => static fn() => array(
					'storable' => array(
						'description' => 'Whether the hotel keeps the set this line replaces.',
						'type'        => 'boolean',
					),
				),
				'data_callback'   => static fn( array $line ) => array(
					'storable' => $line['product'] instanceof Product && 'tyre' === $line['product']->kind(),
				),
			)
		);
	}

	/**
	 * The shopper chose how many seasons to keep their other set: 0 to stop.
	 *
	 * @param array<string,mixed> $data Sent by the page: {seasons}.
	 * @param Cart                $cart The cart, saved after the callback.
	 * @throws RouteException When the number of seasons is not one the hotel offers.
	 */
	public function update( array $data, Cart $cart ): void {
		$seasons = $data['seasons'] ?? null;
		if ( ! is_int( $seasons ) || $seasons < 0 || $seasons > StoragePlan::MAX_SEASONS ) {
			throw new RouteException(
				'woocommerce_rest_cart_extensions_error',
				/* translators: %d: the most seasons. */
				sprintf( __( 'El hotel guarda un juego de neumáticos entre 1 y %d temporadas.', 'rueda-hotel' ), StoragePlan::MAX_SEASONS ),
				400
			);
		}
		$cart->extensions[ StoragePlan::NAMESPACE ] = array( 'seasons' => $seasons );
	}

	/**
	 * The hotel's fee, with IVA like any other line.
	 *
	 * @param array<int,array<string,mixed>> $fees Fees so far.
	 * @param CalculatedCart                 $cart The cart being calculated.
	 * @return array<int,array<string,mixed>>
	 */
	public function fees( array $fees, CalculatedCart $cart ): array {
		$seasons = StoragePlan::seasons( $cart->cart );
		if ( $seasons > 0 && $this->has_tyres( $cart ) ) {
			$fees[] = array(
				'id'      => 'rueda-hotel',
				/* translators: %d: seasons. */
				'name'    => sprintf( _n( 'Hotel de neumáticos (%d temporada)', 'Hotel de neumáticos (%d temporadas)', $seasons, 'rueda-hotel' ), $seasons ),
				'amount'  => StoragePlan::PRICE_PER_SEASON * $seasons,
				'taxable' => true,
			);
		}
		return $fees;
	}

	/**
	 * Tells tyre shoppers, on every product answer, that the hotel keeps their other set.
	 *
	 * @param array<string,mixed> $item    The product's Store API answer.
	 * @param Product             $product The product.
	 * @return array<string,mixed>
	 */
	public function product( array $item, Product $product ): array {
		if ( 'tyre' === $product->kind() ) {
			$item['short_description'] .= '<p class="rueda-hotel-note">' . esc_html__( 'Guardamos tus otros neumáticos en nuestro hotel hasta la próxima temporada.', 'rueda-hotel' ) . '</p>';
		}
		return $item;
	}

	/**
	 * Whether the cart holds tyres (the hotel keeps the set they replace).
	 *
	 * @param CalculatedCart $cart The cart.
	 */
	private function has_tyres( CalculatedCart $cart ): bool {
		foreach ( $cart->lines as $line ) {
			if ( $line['product'] instanceof Product && 'tyre' === $line['product']->kind() ) {
				return true;
			}
		}
		return false;
	}
}

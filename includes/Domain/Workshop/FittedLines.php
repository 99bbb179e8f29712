<?php
/**
 * The service lines that go with a tyre bought fitted.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Workshop;

use Rueda\Domain\Cart\Cart;
use Rueda\Domain\Catalog\Product;
use Rueda\Domain\Catalog\ProductRepository;

/**
 * A fitted tyre is a cart line marked `fitted` whose band's services follow it as lines of
 * their own, each marked `fitted_to` the tyre's key, right after it, with its quantity. The
 * group is rebuilt from the tyre whenever the cart is loaded or changed, so the services
 * always follow the tyre's quantity and the shop's current bands, and go with the tyre.
 *
 * @since 0.2.0
 */
final class FittedLines {

	/**
	 * Creates the lines' keeper.
	 *
	 * @param FittingOffers     $offers   Bands and services of tyres.
	 * @param FittingBands      $bands    Band matching (for prices).
	 * @param ProductRepository $products Products.
	 */
	public function __construct(
		private FittingOffers $offers = new FittingOffers(),
		private FittingBands $bands = new FittingBands(),
		private ProductRepository $products = new ProductRepository()
	) {}

	/**
	 * The key of a fitted tyre's line: apart from the same tyre bought without fitting.
	 *
	 * @since 0.2.0
	 *
	 * @param int                                             $id        Product id.
	 * @param array<int,array{attribute:string,value:string}> $variation Chosen attributes.
	 */
	public static function tyre_key( int $id, array $variation = array() ): string {
		return md5( Cart::item_key( $id, $variation ) . '|fitted' );
	}

	/**
	 * The key of a service line of a fitted tyre.
	 *
	 * @since 0.2.0
	 *
	 * @param string $tyre_key   The tyre's line key.
	 * @param int    $service_id Service product id.
	 */
	public static function service_key( string $tyre_key, int $service_id ): string {
		return md5( $tyre_key . '|service|' . $service_id );
	}

	/**
	 * Whether a cart holds a tyre bought fitted.
	 *
	 * @since 0.2.0
	 *
	 * @param Cart $cart Cart.
	 */
	public static function has_fitted( Cart $cart ): bool {
		foreach ( $cart->items as $item ) {
			if ( ! empty( $item['fitted'] ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * How a line takes part in a fitting: a fitted tyre (with its services' keys), a service
	 * fitted to a tyre (its line and product), or neither.
	 *
	 * @since 0.2.0
	 *
	 * @param Cart   $cart Cart.
	 * @param string $key  Line key.
	 * @return array{fitted:bool,fitted_to:string|null,tyre_id:int,services:list<string>}
	 */
	public static function link( Cart $cart, string $key ): array {
		$item     = $cart->items[ $key ] ?? array();
		$tyre_key = isset( $item['fitted_to'] ) ? (string) $item['fitted_to'] : null;
		return array(
			'fitted'    => ! empty( $item['fitted'] ),
			'fitted_to' => $tyre_key,
			'tyre_id'   => null === $tyre_key ? 0 : (int) ( $cart->items[ $tyre_key ]['id'] ?? 0 ),
			'services'  => empty( $item['fitted'] ) ? array() : self::services_of( $cart, $key ),
		);
	}

	/**
	 * Whether a Store API cart line is a service fitted to a tyre (its objects may be
	 * objects or, decoded, arrays).
	 *
	 * @since 0.2.0
	 *
	 * @param array<string,mixed> $item Cart line response.
	 */
	public static function is_fitted_service_response( array $item ): bool {
		$extensions = json_decode( (string) wp_json_encode( $item['extensions'] ?? array() ), true );
		return is_string( $extensions['rueda']['fitted_to'] ?? null );
	}

	/**
	 * The keys of a fitted tyre's service lines, in order.
	 *
	 * @since 0.2.0
	 *
	 * @param Cart   $cart     Cart.
	 * @param string $tyre_key Tyre line key.
	 * @return list<string>
	 */
	public static function services_of( Cart $cart, string $tyre_key ): array {
		$keys = array();
		foreach ( $cart->items as $key => $item ) {
			if ( ( $item['fitted_to'] ?? null ) === $tyre_key ) {
				$keys[] = (string) $key;
			}
		}
		return $keys;
	}

	/**
	 * Gives a fitted tyre its services (the band's, in order) and puts every group back in
	 * shape. Fitted tyres are collected at the workshop: a delivery rate chosen before is
	 * forgotten.
	 *
	 * @since 0.2.0
	 *
	 * @param Cart   $cart        Cart.
	 * @param string $tyre_key    The fitted tyre's line.
	 * @param int[]  $service_ids Its services.
	 */
	public function attach( Cart $cart, string $tyre_key, array $service_ids ): void {
		$groups              = $this->groups( $cart );
		$groups[ $tyre_key ] = $service_ids;
		$this->arrange( $cart, $groups );
		$cart->chosen_rates = array_filter( $cart->chosen_rates, static fn( string $rate ) => str_starts_with( $rate, 'pickup_location:' ) );
	}

	/**
	 * Puts the groups back in shape after the tyre's quantity changed: each service line
	 * right after its tyre with the tyre's quantity.
	 *
	 * @since 0.2.0
	 *
	 * @param Cart $cart Cart.
	 */
	public function follow( Cart $cart ): void {
		$this->arrange( $cart, $this->groups( $cart ) );
	}

	/**
	 * Removes a tyre and its services.
	 *
	 * @since 0.2.0
	 *
	 * @param Cart   $cart     Cart.
	 * @param string $tyre_key Tyre line.
	 */
	public function remove( Cart $cart, string $tyre_key ): void {
		unset( $cart->items[ $tyre_key ] );
		$this->follow( $cart );
	}

	/**
	 * Turns a fitted tyre into one bought without fitting: its services go, and its units
	 * join the line of the same tyre without fitting (created where the fitted one was).
	 *
	 * @since 0.2.0
	 *
	 * @param Cart   $cart     Cart.
	 * @param string $tyre_key Fitted tyre line.
	 * @return string The tyre's line key now.
	 */
	public function unfit( Cart $cart, string $tyre_key ): string {
		$tyre = $cart->items[ $tyre_key ];
		$key  = Cart::item_key( (int) $tyre['id'], (array) $tyre['variation'] );
		$kept = $cart->items[ $key ]['quantity'] ?? 0;
		unset( $tyre['fitted'] );
		$items = array();
		foreach ( $cart->items as $line_key => $item ) {
			if ( $line_key === $tyre_key ) {
				$items[ $key ] = array( 'quantity' => $tyre['quantity'] + $kept ) + $tyre;
			} elseif ( $line_key !== $key ) {
				$items[ $line_key ] = $item;
			}
		}
		$cart->items = $items;
		$this->follow( $cart );
		return $key;
	}

	/**
	 * Brings every group in line with the shop's current bands when a cart is read: a
	 * tyre no band covers any more loses its fitting, a band's changed services replace the
	 * old ones, quantities follow the tyres, and lines fitted to no tyre go.
	 *
	 * @since 0.2.0
	 *
	 * @param Cart $cart Cart as stored.
	 */
	public function sync( Cart $cart ): void {
		$fitted = array_filter( $cart->items, static fn( array $item ) => ! empty( $item['fitted'] ) || isset( $item['fitted_to'] ) );
		if ( ! $fitted ) {
			return;
		}
		$products = $this->products->get_many( array_column( array_filter( $fitted, static fn( array $item ) => ! empty( $item['fitted'] ) ), 'id' ), false );
		$groups   = $this->groups( $cart );
		foreach ( array_keys( $groups ) as $tyre_key ) {
			$product = $products[ $cart->items[ $tyre_key ]['id'] ] ?? null;
			if ( ! $product ) {
				continue; // A deleted tyre: the cart reports it and its services stay with it.
			}
			$band = $this->offers->band( $product );
			if ( ! $band ) {
				$this->unfit( $cart, $tyre_key );
				unset( $groups[ $tyre_key ] );
				continue;
			}
			$groups[ $tyre_key ] = $band->service_ids();
		}
		$this->arrange( $cart, array_intersect_key( $groups, $cart->items ) );
	}

	/**
	 * The price per tyre of each fitted service line, from its tyre's band.
	 *
	 * @since 0.2.0
	 *
	 * @param Cart               $cart     Cart.
	 * @param array<int,Product> $products Its products by id.
	 * @return array<string,int> Service line key => unit price.
	 */
	public function prices( Cart $cart, array $products ): array {
		$prices = array();
		$bands  = array();
		foreach ( $cart->items as $key => $item ) {
			$tyre_key = $item['fitted_to'] ?? null;
			$tyre     = null === $tyre_key ? null : ( $cart->items[ $tyre_key ] ?? null );
			$product  = $tyre ? ( $products[ $tyre['id'] ] ?? null ) : null;
			if ( ! $product ) {
				continue;
			}
			$bands[ $tyre_key ] ??= $this->bands->for_product( $product );
			$price                = $bands[ $tyre_key ] ? $bands[ $tyre_key ]->price_of( (int) $item['id'] ) : null;
			if ( null !== $price ) {
				$prices[ (string) $key ] = $price;
			}
		}
		return $prices;
	}

	/**
	 * Each fitted tyre's current service product ids, in order.
	 *
	 * @param Cart $cart Cart.
	 * @return array<string,list<int>>
	 */
	private function groups( Cart $cart ): array {
		$groups = array();
		foreach ( $cart->items as $key => $item ) {
			if ( ! empty( $item['fitted'] ) ) {
				$groups[ (string) $key ] = array();
			}
		}
		foreach ( $cart->items as $item ) {
			if ( isset( $item['fitted_to'], $groups[ $item['fitted_to'] ] ) ) {
				$groups[ $item['fitted_to'] ][] = (int) $item['id'];
			}
		}
		return $groups;
	}

	/**
	 * Rebuilds the lines: every line but fitted services in its order, each fitted tyre
	 * followed by its services with its quantity.
	 *
	 * @param Cart                    $cart   Cart.
	 * @param array<string,list<int>> $groups Service ids by fitted tyre key.
	 */
	private function arrange( Cart $cart, array $groups ): void {
		$items = array();
		foreach ( $cart->items as $key => $item ) {
			if ( isset( $item['fitted_to'] ) ) {
				continue;
			}
			$items[ $key ] = $item;
			foreach ( ! empty( $item['fitted'] ) ? ( $groups[ $key ] ?? array() ) : array() as $service_id ) {
				$items[ self::service_key( (string) $key, $service_id ) ] = array(
					'id'        => $service_id,
					'quantity'  => $item['quantity'],
					'variation' => array(),
					'fitted_to' => (string) $key,
				);
			}
		}
		$cart->items = $items;
	}
}

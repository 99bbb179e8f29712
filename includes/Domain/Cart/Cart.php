<?php
/**
 * What a shopper has put in the cart, as stored.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Cart;

/**
 * The stored cart: lines (product, quantity, chosen variation), coupon codes, chosen
 * shipping rates and the customer's addresses. No prices: those are always computed.
 *
 * @since 0.1.0
 */
final class Cart {

	/**
	 * The stored version this cart was read at (0 for a new cart); not part of the contents.
	 *
	 * @var int
	 */
	public int $version = 0;

	/**
	 * The key of the session it belongs to ('' until loaded).
	 *
	 * @var string
	 */
	public string $key = '';

	/**
	 * Creates a cart.
	 *
	 * @param array<string,array{id:int,quantity:int,variation:array<int,array{attribute:string,value:string}>,fitted?:true,fitted_to?:string}> $items Lines by key.
	 * @param string[]                                                                                                                          $coupons      Coupon codes.
	 * @param array<string,string>                                                                                                              $chosen_rates Package id => rate id.
	 * @param array{billing?:array<string,string>,shipping?:array<string,string>}                                                               $customer     Addresses.
	 * @param array<string,mixed>                                                                                                               $extensions   Data extensions keep per namespace.
	 */
	public function __construct(
		public array $items = array(),
		public array $coupons = array(),
		public array $chosen_rates = array(),
		public array $customer = array(),
		public array $extensions = array()
	) {}

	/**
	 * Restores a stored cart, dropping anything malformed.
	 *
	 * @since 0.1.0
	 *
	 * @param array<string,mixed> $data Stored contents.
	 */
	public static function from_array( array $data ): self {
		$items = array();
		foreach ( (array) ( $data['items'] ?? array() ) as $key => $item ) {
			if ( is_array( $item ) && isset( $item['id'], $item['quantity'] ) && (int) $item['quantity'] > 0 ) {
				$items[ (string) $key ] = array(
					'id'        => (int) $item['id'],
					'quantity'  => (int) $item['quantity'],
					'variation' => array_values( (array) ( $item['variation'] ?? array() ) ),
				) + self::fitting( $item );
			}
		}
		return new self(
			$items,
			array_values( array_map( 'strval', (array) ( $data['coupons'] ?? array() ) ) ),
			array_map( 'strval', (array) ( $data['chosen_rates'] ?? array() ) ),
			(array) ( $data['customer'] ?? array() ),
			(array) ( $data['extensions'] ?? array() )
		);
	}

	/**
	 * A line's part in a fitting at the workshop (Domain\Workshop\FittedLines): a tyre
	 * bought fitted, or a service fitted to the tyre of another line.
	 *
	 * @param array<string,mixed> $item Stored line.
	 * @return array{fitted?:true,fitted_to?:string}
	 */
	private static function fitting( array $item ): array {
		if ( true === ( $item['fitted'] ?? null ) ) {
			return array( 'fitted' => true );
		}
		return is_string( $item['fitted_to'] ?? null ) ? array( 'fitted_to' => $item['fitted_to'] ) : array();
	}

	/**
	 * The contents to store.
	 *
	 * @since 0.1.0
	 *
	 * @return array<string,mixed>
	 */
	public function to_array(): array {
		return array(
			'items'        => $this->items,
			'coupons'      => $this->coupons,
			'chosen_rates' => $this->chosen_rates,
			'customer'     => $this->customer,
			'extensions'   => $this->extensions,
		);
	}

	/**
	 * The key of the line for a product and variation: the same choice is one line.
	 *
	 * @since 0.1.0
	 *
	 * @param int                                             $id        Product id.
	 * @param array<int,array{attribute:string,value:string}> $variation Chosen attributes.
	 */
	public static function item_key( int $id, array $variation = array() ): string {
		return md5( $id . '|' . wp_json_encode( $variation ) );
	}

	/**
	 * Empties the cart after an order: items, coupons and rate choices go; the customer's
	 * details stay for next time.
	 *
	 * @since 0.1.0
	 */
	public function empty_contents(): void {
		$this->items        = array();
		$this->coupons      = array();
		$this->chosen_rates = array();
		$this->extensions   = array();
	}

	/**
	 * Whether the cart has no lines.
	 *
	 * @since 0.1.0
	 */
	public function is_empty(): bool {
		return ! $this->items;
	}

	/**
	 * Total units across lines.
	 *
	 * @since 0.1.0
	 */
	public function items_count(): int {
		return (int) array_sum( array_column( $this->items, 'quantity' ) );
	}

	/**
	 * A hash of the contents, sent as Cart-Hash so clients can tell a changed cart.
	 *
	 * @since 0.1.0
	 */
	public function hash(): string {
		return md5( (string) wp_json_encode( $this->to_array() ) );
	}
}

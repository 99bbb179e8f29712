<?php
/**
 * What the Store API says about fitting.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Workshop\StoreApi;

use Rueda\Domain\Catalog\Product;
use Rueda\Domain\Workshop\FittingOffer;
use Rueda\Domain\Workshop\FittingOffers;
use Rueda\StoreApi\EndpointData;

/**
 * Rueda's own `rueda` namespace on two endpoints: each product's fitted price
 * (`extensions.rueda.fitting`) and each cart line's part in a fitting
 * (`extensions.rueda`: `fitted`, `fitted_to`, `services`). A fitted service's line also
 * names its tyre in `item_data` ("Fitting for") and its quantity cannot be edited.
 *
 * @since 0.2.0
 */
final class FittingStoreApi {

	public const NAMESPACE = 'rueda';

	/**
	 * Creates the registrations' owner.
	 *
	 * @param FittingOffers $offers Fitted prices.
	 */
	public function __construct( private FittingOffers $offers = new FittingOffers() ) {}

	/**
	 * Registers the endpoint data and the cart line changes.
	 *
	 * @since 0.2.0
	 */
	public function register(): void {
		EndpointData::register(
			array(
				'endpoint'        => EndpointData::PRODUCT,
				'namespace'       => self::NAMESPACE,
				'schema_callback' => array( self::class, 'product_schema' ),
				'data_callback'   => fn( Product $product ): array => array( 'fitting' => $this->product_data( $product ) ),
			)
		);
		EndpointData::register(
			array(
				'endpoint'        => EndpointData::CART_ITEM,
				'namespace'       => self::NAMESPACE,
				'schema_callback' => array( self::class, 'cart_item_schema' ),
				'data_callback'   => static fn( array $line ): array => array(
					'fitted'    => (bool) ( $line['fitting']['fitted'] ?? false ),
					'fitted_to' => $line['fitting']['fitted_to'] ?? null,
					'services'  => $line['fitting']['services'] ?? array(),
				),
			)
		);
		add_filter( 'rueda_store_api_cart_item', array( $this, 'service_line' ), 10, 2 );
	}

	/**
	 * A product's fitted price, or null when it cannot be bought fitted. Amounts are
	 * strings in minor units, in the currency of the product's `prices`.
	 *
	 * @since 0.2.0
	 *
	 * @param Product $product Product.
	 * @return array<string,mixed>|null
	 */
	public function product_data( Product $product ): ?array {
		$offer = $this->offers->for_product( $product );
		if ( ! $offer ) {
			return null;
		}
		return array(
			'band'           => array(
				'id'   => $offer->band->id,
				'name' => $offer->band->name,
			),
			'services'       => array_map(
				static fn( array $service ) => array(
					'id'    => $service['product']->id(),
					'name'  => $service['product']->name(),
					'price' => (string) $service['price'],
				),
				$offer->services
			),
			'services_price' => (string) $offer->services_price(),
			'price_per_tyre' => (string) $offer->price_per_tyre(),
			'set_quantity'   => FittingOffer::SET_SIZE,
			'price_for_set'  => (string) $offer->price_for_set(),
		);
	}

	/**
	 * Marks a fitted service's line: the tyre it is for, and no quantity of its own.
	 *
	 * @since 0.2.0
	 *
	 * @param array<string,mixed> $item Cart line response.
	 * @param array<string,mixed> $line Calculated line.
	 * @return array<string,mixed>
	 */
	public function service_line( array $item, array $line ): array {
		$tyre_id = (int) ( $line['fitting']['tyre_id'] ?? 0 );
		if ( ! $tyre_id ) {
			return $item;
		}
		$tyre                                = html_entity_decode( get_the_title( $tyre_id ), ENT_QUOTES, 'UTF-8' );
		$item['quantity_limits']['editable'] = false;
		$item['item_data'][]                 = array(
			'name'      => __( 'Fitting for', 'rueda' ),
			'value'     => $tyre,
			'display'   => $tyre,
			'hidden'    => false,
			'className' => 'rueda-fitting-for',
		);
		return $item;
	}

	/**
	 * The schema of `extensions.rueda` on products.
	 *
	 * @since 0.2.0
	 *
	 * @return array<string,mixed>
	 */
	public static function product_schema(): array {
		$amount = array(
			'type'    => 'string',
			'pattern' => '^[0-9]+$',
		);
		return array(
			'fitting' => array(
				'type'       => array( 'object', 'null' ),
				'properties' => array(
					'band'           => array(
						'type'       => 'object',
						'properties' => array(
							'id'   => array( 'type' => 'string' ),
							'name' => array( 'type' => 'string' ),
						),
					),
					'services'       => array(
						'type'  => 'array',
						'items' => array(
							'type'       => 'object',
							'properties' => array(
								'id'    => array( 'type' => 'integer' ),
								'name'  => array( 'type' => 'string' ),
								'price' => $amount,
							),
						),
					),
					'services_price' => $amount,
					'price_per_tyre' => $amount,
					'set_quantity'   => array( 'type' => 'integer' ),
					'price_for_set'  => $amount,
				),
			),
		);
	}

	/**
	 * The schema of `extensions.rueda` on cart lines.
	 *
	 * @since 0.2.0
	 *
	 * @return array<string,mixed>
	 */
	public static function cart_item_schema(): array {
		return array(
			'fitted'    => array( 'type' => 'boolean' ),
			'fitted_to' => array( 'type' => array( 'string', 'null' ) ),
			'services'  => array(
				'type'  => 'array',
				'items' => array( 'type' => 'string' ),
			),
		);
	}
}

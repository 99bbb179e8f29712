<?php
/**
 * Finds what a tyre costs fitted, and checks it can be bought so.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Workshop;

use Rueda\Domain\Catalog\Product;
use Rueda\Domain\Catalog\ProductRepository;
use Rueda\Domain\Shipping\ShippingSettings;
use Rueda\Domain\ShopException;
use Rueda\Storage\ProductTable;

/**
 * A tyre can be bought fitted when a band covers it, the shop has a pickup location (fitted
 * tyres are collected at the workshop) and every service of the band can be bought. The
 * listings read the band's services once per request (they change with any product write);
 * the cart reads them afresh for every change.
 *
 * @since 0.2.0
 */
final class FittingOffers {

	/**
	 * The bands' service products last read for listings, by ids and products' last change.
	 *
	 * @var array<string,array<int,Product>>
	 */
	private static array $listed = array();

	/**
	 * Creates the finder.
	 *
	 * @param FittingBands      $bands    Band matching.
	 * @param ProductRepository $products Products.
	 */
	public function __construct(
		private FittingBands $bands = new FittingBands(),
		private ProductRepository $products = new ProductRepository()
	) {}

	/**
	 * What a tyre costs fitted, for the catalogue to show; null when it cannot be fitted.
	 *
	 * @since 0.2.0
	 *
	 * @param Product $tyre Product.
	 */
	public function for_product( Product $tyre ): ?FittingOffer {
		if ( 'tyre' !== $tyre->kind() ) {
			return null; // Services (a cart's suggestions) cost no query.
		}
		// Read before the band, so a listing with tyres costs the same whatever they are.
		$services = $this->listed_services();
		$band     = $services ? $this->band( $tyre ) : null;
		if ( ! $band ) {
			return null;
		}
		$offer = $this->offer( $tyre, $band, $services );
		foreach ( $offer->services as $service ) {
			if ( $this->service_problem( $service['product'], $tyre, 1 ) ) {
				return null;
			}
		}
		return $offer;
	}

	/**
	 * The services of every band, read once per listing with a tyre: one query whatever
	 * the number of products and bands, again after any product changed.
	 *
	 * @return array<int,Product>
	 */
	private function listed_services(): array {
		$ids = array();
		foreach ( FittingSettings::bands() as $band ) {
			$ids = array_merge( $ids, $band->service_ids() );
		}
		$ids = array_values( array_unique( $ids ) );
		if ( ! $ids ) {
			return array();
		}
		$key = md5( implode( ',', $ids ) ) . ':' . wp_cache_get_last_changed( 'posts' );
		if ( ! isset( self::$listed[ $key ] ) ) {
			// Their rows and posts in one query, without their meta: name, price and stock
			// are all a listing shows of them. Only the latest read is kept, so a long
			// process sees products change.
			$services = array();
			foreach ( ( new ProductTable() )->get_rows_caching_posts( $ids ) as $id => $row ) {
				$post = get_post( $id );
				if ( $post instanceof \WP_Post ) {
					$services[ $id ] = new Product( $post, $row, array() );
				}
			}
			self::$listed = array( $key => $services );
		}
		return self::$listed[ $key ];
	}

	/**
	 * The offer a shopper asks for when adding units of a tyre fitted, read afresh.
	 *
	 * @since 0.2.0
	 *
	 * @param Product       $tyre     The tyre.
	 * @param FittingChoice $choice   The shopper's choice (with the band the page showed).
	 * @param int           $quantity The tyre line's quantity once added.
	 * @throws ShopException When it cannot be fitted, the band changed or a service is unavailable.
	 */
	public function require( Product $tyre, FittingChoice $choice, int $quantity ): FittingOffer {
		$band = $this->band( $tyre );
		if ( ! $band ) {
			throw new ShopException(
				'rueda_fitting_unavailable',
				/* translators: %s: tyre name. */
				sprintf( __( '“%s” cannot be fitted at the workshop. Add it without fitting.', 'rueda' ), $tyre->name() )
			);
		}
		if ( null !== $choice->band && $choice->band !== $band->id ) {
			throw new ShopException( 'rueda_fitting_unknown_band', __( 'The workshop’s fitting prices have changed. Please check them and try again.', 'rueda' ), 409 );
		}
		$offer = $this->offer( $tyre, $band, $this->products->get_many( $band->service_ids(), false ) );
		if ( count( $offer->services ) !== count( $band->services ) ) {
			throw $this->unavailable( $tyre );
		}
		$this->check_services( $offer, $quantity );
		return $offer;
	}

	/**
	 * Checks the services of an offer for a number of tyres.
	 *
	 * @since 0.2.0
	 *
	 * @param FittingOffer $offer    Offer.
	 * @param int          $quantity Tyres.
	 * @throws ShopException When a service cannot be bought for them.
	 */
	public function check_services( FittingOffer $offer, int $quantity ): void {
		foreach ( $offer->services as $service ) {
			$problem = $this->service_problem( $service['product'], $offer->tyre, $quantity );
			if ( $problem ) {
				throw $problem;
			}
		}
	}

	/**
	 * Why a service cannot be bought for a number of tyres, or null. Its own quantity
	 * limits do not apply: a fitted service always goes with its tyres.
	 *
	 * @since 0.2.0
	 *
	 * @param Product|null $service  Service product (null: deleted).
	 * @param Product      $tyre     The tyre it is fitted with.
	 * @param int          $quantity Tyres.
	 */
	public function service_problem( ?Product $service, Product $tyre, int $quantity ): ?ShopException {
		$stock = $service ? $service->stock_quantity() : null;
		if ( ! $service || ! $service->is_purchasable() || ! $service->is_in_stock() || ( null !== $stock && ! $service->backorders_allowed() && $quantity > $stock ) ) {
			return $this->unavailable( $tyre, $service );
		}
		return null;
	}

	/**
	 * The band of a tyre when the shop can fit it (it has somewhere to collect it).
	 *
	 * @since 0.2.0
	 *
	 * @param Product $tyre Product.
	 */
	public function band( Product $tyre ): ?FittingBand {
		$band = $this->bands->for_product( $tyre );
		return $band && self::has_pickup_location() ? $band : null;
	}

	/**
	 * Whether the shop offers pickup somewhere: fitted tyres are collected at the workshop.
	 *
	 * @since 0.2.0
	 */
	public static function has_pickup_location(): bool {
		foreach ( (array) ShippingSettings::get()['pickup_locations'] as $location ) {
			if ( ! empty( $location['enabled'] ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The offer with the services that exist.
	 *
	 * @param Product            $tyre     Tyre.
	 * @param FittingBand        $band     Its band.
	 * @param array<int,Product> $products Service products by id.
	 */
	private function offer( Product $tyre, FittingBand $band, array $products ): FittingOffer {
		$services = array();
		foreach ( $band->services as $service ) {
			if ( isset( $products[ $service['id'] ] ) ) {
				$services[] = array(
					'product' => $products[ $service['id'] ],
					'price'   => $service['price'],
				);
			}
		}
		return new FittingOffer( $tyre, $band, $services );
	}

	/**
	 * The refusal when a service of the band cannot be bought.
	 *
	 * @param Product      $tyre    Tyre.
	 * @param Product|null $service The service at fault, when known.
	 */
	private function unavailable( Product $tyre, ?Product $service = null ): ShopException {
		return new ShopException(
			'rueda_fitting_service_unavailable',
			$service
				/* translators: 1: tyre name, 2: service name. */
				? sprintf( __( '“%1$s” cannot be fitted right now: “%2$s” is not available. Add it without fitting or try again later.', 'rueda' ), $tyre->name(), $service->name() )
				/* translators: %s: tyre name. */
				: sprintf( __( '“%s” cannot be fitted right now: a service of its fitting is no longer available. Add it without fitting or try again later.', 'rueda' ), $tyre->name() )
		);
	}
}

<?php
/**
 * The `tyre` object of products and cart items in the Store API.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\StoreApi\Schemas;

use Rueda\Domain\Catalog\Product;
use Rueda\Domain\Ecovalor\EcovalorNote;
use Rueda\Domain\Tyres\Tyre;
use Rueda\Domain\Tyres\TyreIndexes;

/**
 * What a listing, a product page or a cart line shows of a tyre, ready to display:
 * "205/55 R16" and "91V" with their meanings, brand, model, season, EU label, and the
 * end-of-life tyre fee the cart adds per tyre (`ecovalor`, null when none).
 *
 * @since 0.1.0
 */
final class TyreSchema {

	/**
	 * The tyre object, or null when the product is no tyre.
	 *
	 * @since 0.1.0
	 *
	 * @param Product $product Product.
	 * @return array<string,mixed>|null
	 */
	public function get_item( Product $product ): ?array {
		$tyre = Tyre::of( $product );
		if ( ! $tyre ) {
			return null;
		}
		$size = $tyre->size;
		return array(
			'size'             => sprintf( '%d/%d R%d', $size->width, $size->profile, $size->rim ),
			'width'            => $size->width,
			'profile'          => $size->profile,
			'rim'              => $size->rim,
			'load_index'       => $size->load_index,
			'load_index_kg'    => null === $size->load_index ? null : TyreIndexes::load_kg( $size->load_index ),
			'speed_rating'     => $size->speed_rating,
			'speed_rating_kmh' => null === $size->speed_rating ? null : TyreIndexes::speed_kmh( $size->speed_rating ),
			'brand'            => $tyre->brand,
			'model'            => $tyre->model,
			'season'           => array(
				'slug' => $tyre->season,
				'name' => $tyre->season_name,
			),
			'xl'               => $tyre->xl,
			'runflat'          => $tyre->runflat,
			'eu_label'         => $tyre->label?->to_array(),
			'ecovalor'         => $this->ecovalor( $product ),
		);
	}

	/**
	 * The fee per tyre: category, its name, the system's name and the amount (a string of
	 * minor units, written like the tyre's price).
	 *
	 * @param Product $product Product.
	 * @return array<string,string>|null
	 */
	private function ecovalor( Product $product ): ?array {
		$note = EcovalorNote::for_product( $product );
		return null === $note ? null : array_merge( $note, array( 'amount' => (string) $note['amount'] ) );
	}
}

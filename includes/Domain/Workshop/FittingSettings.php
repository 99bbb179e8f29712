<?php
/**
 * The workshop's fitting bundles, as the shop owner set them.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Workshop;

/**
 * Reads `rueda_fitting`: `{ bands: [ { id, name, category, rim_min, rim_max, services:
 * [ { id, price } ] } ] }`, checked by the admin route before it is stored
 * (Admin\Rest\FittingSettingsRoute), so bands never overlap.
 *
 * @since 0.2.0
 */
final class FittingSettings {

	public const OPTION = 'rueda_fitting';

	/**
	 * The bands, in the owner's order.
	 *
	 * @since 0.2.0
	 *
	 * @return list<FittingBand>
	 */
	public static function bands(): array {
		$saved = get_option( self::OPTION, array() );
		$bands = array();
		foreach ( (array) ( is_array( $saved ) ? ( $saved['bands'] ?? array() ) : array() ) as $data ) {
			$band = FittingBand::from_array( $data );
			if ( $band ) {
				$bands[] = $band;
			}
		}
		return $bands;
	}

	/**
	 * One band by id, or null.
	 *
	 * @since 0.2.0
	 *
	 * @param string $id Band id.
	 */
	public static function band( string $id ): ?FittingBand {
		foreach ( self::bands() as $band ) {
			if ( $band->id === $id ) {
				return $band;
			}
		}
		return null;
	}

	/**
	 * Stores the bands (already checked).
	 *
	 * @since 0.2.0
	 *
	 * @param FittingBand[] $bands Bands.
	 */
	public static function save( array $bands ): void {
		update_option( self::OPTION, array( 'bands' => array_map( static fn( FittingBand $band ) => $band->to_array(), $bands ) ) );
	}
}

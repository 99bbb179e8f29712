<?php
/**
 * Fitted tyres and their services as order lines.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Workshop;

/**
 * A fitted service stays an ordinary order line whose name says which tyre it fits
 * ("Equilibrado de rueda · Montaje para: Michelin Primacy 4+ 195/65 R15 91H"), so the
 * confirmation, the emails, the customer's account and wp-admin all read it the same way;
 * its meta keeps the tyre's line key (`fitted_to`), the tyre's meta `fitted`.
 *
 * @since 0.2.0
 */
final class FittingOrderLines {

	/**
	 * Names a fitted service's line after its tyre and marks the tyre's.
	 *
	 * @since 0.2.0
	 *
	 * @param array{name:string,meta:array<string,mixed>} $described Name and meta.
	 * @param array<string,mixed>                         $line      Calculated cart line.
	 * @return array{name:string,meta:array<string,mixed>}
	 */
	public function describe( array $described, array $line ): array {
		$fitting = (array) ( $line['fitting'] ?? array() );
		if ( ! empty( $fitting['fitted'] ) ) {
			$described['meta']['fitted'] = true;
		}
		if ( ! empty( $fitting['tyre_id'] ) ) {
			$described['name'] = sprintf(
				/* translators: 1: service name, 2: tyre name. */
				__( '%1$s · Fitting for: %2$s', 'rueda' ),
				$described['name'],
				html_entity_decode( get_the_title( (int) $fitting['tyre_id'] ), ENT_QUOTES, 'UTF-8' )
			);
			$described['meta']['fitted_to'] = (string) $fitting['fitted_to'];
		}
		return $described;
	}
}

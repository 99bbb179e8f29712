<?php
/**
 * Spain's national holidays, the default closed days of a workshop.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Workshop;

/**
 * Reads data/holidays-es.csv (`date,label`): the holidays every Spanish region keeps, as the
 * BOE publishes them each year. Regional and local holidays differ by town, so the shop owner
 * adds them to each location's closed days in Settings → Shipping.
 *
 * @since 0.3.0
 */
final class NationalHolidays {

	/**
	 * The holidays, oldest first.
	 *
	 * @since 0.3.0
	 *
	 * @param string|null $file CSV file (the shipped one by default).
	 * @return list<array{date:string,label:string}>
	 */
	public static function all( ?string $file = null ): array {
		// phpcs:disable WordPress.WP.AlternativeFunctions -- the shipped data file, read as a stream.
		$file   ??= dirname( __DIR__, 3 ) . '/data/holidays-es.csv';
		$handle   = is_readable( $file ) ? fopen( $file, 'rb' ) : false;
		$holidays = array();
		if ( ! $handle ) {
			return $holidays;
		}
		fgetcsv( $handle, 0, ',', '"', '' ); // The header.
		while ( false !== ( $row = fgetcsv( $handle, 0, ',', '"', '' ) ) ) { // phpcs:ignore WordPress.CodeAnalysis.AssignmentInCondition.FoundInWhileCondition -- the usual fgetcsv loop.
			if ( isset( $row[1] ) && preg_match( '/^\d{4}-\d{2}-\d{2}$/', (string) $row[0] ) ) {
				$holidays[] = array(
					'date'  => (string) $row[0],
					'label' => trim( (string) $row[1] ),
				);
			}
		}
		fclose( $handle );
		// phpcs:enable
		usort( $holidays, static fn( array $a, array $b ) => strcmp( $a['date'], $b['date'] ) );
		return $holidays;
	}
}

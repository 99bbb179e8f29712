<?php
/**
 * The appointment shapes of the Store API and the admin API.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\StoreApi\Schemas;

use Rueda\Domain\Workshop\SlotListing;
use Rueda\Domain\Workshop\WorkshopLocations;

/**
 * Days of free slots: `[{date: "2026-12-03", slots: [{start, end, available_bays}]}]`, times
 * in ISO 8601 with the site's offset ("2026-12-03T10:00:00+01:00"); and one appointment:
 * `{location, location_name, start, end, status}`.
 *
 * @since 0.3.0
 */
final class AppointmentSchema {

	/**
	 * Days of slots on the wire.
	 *
	 * @since 0.3.0
	 *
	 * @param list<array{date:string,slots:list<array{start:\DateTimeImmutable,end:\DateTimeImmutable,available_bays:int}>}> $days Days (SlotFinder).
	 * @return list<array{date:string,slots:list<array{start:string,end:string,available_bays:int}>}>
	 */
	public static function days( array $days ): array {
		return SlotListing::as_data( $days );
	}

	/**
	 * One appointment (an AppointmentTable row) on the wire.
	 *
	 * @since 0.3.0
	 *
	 * @param array{location:int,start:int,end:int,status:string} $row Row.
	 * @return array{location:int,location_name:string,start:string,end:string,status:string}
	 */
	public static function appointment( array $row ): array {
		$location = WorkshopLocations::all()[ $row['location'] ] ?? null;
		return array(
			'location'      => $row['location'],
			'location_name' => $location ? $location['name'] : '',
			'start'         => self::time( $row['start'] ),
			'end'           => self::time( $row['end'] ),
			'status'        => $row['status'],
		);
	}

	/**
	 * A Unix time in ISO 8601 with the site's offset.
	 *
	 * @since 0.3.0
	 *
	 * @param int $time Unix time.
	 */
	public static function time( int $time ): string {
		return ( new \DateTimeImmutable( '@' . $time ) )->setTimezone( wp_timezone() )->format( DATE_ATOM );
	}

	/**
	 * The JSON schema of `extensions.rueda` on the checkout: the appointment the shopper
	 * chose (sent: `location` and `start`), or null.
	 *
	 * @since 0.3.0
	 *
	 * @return array<string,array<string,mixed>>
	 */
	public static function checkout_extension(): array {
		return array(
			'appointment' => array(
				'type'       => array( 'object', 'null' ),
				'properties' => array(
					'location'      => array(
						'type'     => 'integer',
						'minimum'  => 0,
						'required' => true,
					),
					'start'         => array(
						'type'      => 'string',
						'maxLength' => 40,
						'required'  => true,
					),
					'end'           => array(
						'type'      => 'string',
						'maxLength' => 40,
					),
					'location_name' => array(
						'type'      => 'string',
						'maxLength' => 200,
					),
					'status'        => array(
						'type' => 'string',
						'enum' => \Rueda\Domain\Workshop\Appointments::STATUSES,
					),
				),
			),
		);
	}
}

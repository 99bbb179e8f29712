<?php
/**
 * The declaración responsable of Rueda as an invoicing system.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Invoices\Verifactu;

use Rueda\Settings\CompanySettings;
use Rueda\Settings\WorkshopSettings;

/**
 * What the producer of an invoicing system declares about it (Real Decreto 1007/2023,
 * art. 13; Orden HAC/1177/2024, art. 15.1, items a to l), from InvoicingSystem and from
 * what Rueda actually does: VERI*FACTU only, one taxpayer per installation, no signature
 * of the records. The producer is InvoicingSystem::producer(); its postal address is the
 * shop's registered address and the place of subscription the workshop's city, Spain.
 * The date is the day the declaration was first shown for the version, kept in the
 * `rueda_invoicing_declaration` option (version => Y-m-d), so it does not move each time
 * it is printed.
 *
 * @since 0.7.0
 */
final class SystemDeclaration {

	public const OPTION = 'rueda_invoicing_declaration';

	/**
	 * The declaration's items, in the article's order.
	 *
	 * @since 0.7.0
	 *
	 * @return list<array{item:string,label:string,value:string}>
	 */
	public static function items(): array {
		$system   = InvoicingSystem::fields();
		$details  = self::details();
		$producer = $details['producer'];
		return array(
			self::item( 'a', __( 'Name of the invoicing system', 'rueda' ), $system['NombreSistemaInformatico'] ),
			self::item( 'b', __( 'Identifier code of the system', 'rueda' ), $system['IdSistemaInformatico'] ),
			self::item( 'c', __( 'Full identification of the version', 'rueda' ), $system['Version'] ),
			self::item(
				'd',
				__( 'Components, hardware and software, and what the system does', 'rueda' ),
				__( 'Software: the Rueda plugin for WordPress (PHP 8.1 or later, with a MariaDB, MySQL or SQLite database), installed on the shop\'s own web server; hardware: that server, with no other device. Rueda runs the shop\'s online sales and issues its invoices: simplified and full invoices numbered in correlative series per year, rectifying invoices by differences for refunds, the alta and anulación invoice record of each one in the same transaction, chained by their SHA-256 fingerprint (Huella) in one chain per issuer NIF, the VERI*FACTU QR code on every invoice, the submission of every record to the AEAT, and the check and export of the records.', 'rueda' )
			),
			self::item( 'e', __( 'Whether it works exclusively as a VERI*FACTU system', 'rueda' ), __( 'Yes. It was produced to work only as a VERI*FACTU system: every invoice record is sent to the AEAT (TipoUsoPosibleSoloVerifactu: S).', 'rueda' ) ),
			self::item( 'f', __( 'Whether it may be used by several taxpayers, or by one user for several taxpayers', 'rueda' ), __( 'No. Each installation supports the invoicing of one taxpayer only (TipoUsoPosibleMultiOT: N; IndicadorMultiplesOT: N).', 'rueda' ) ),
			self::item( 'g', __( 'Types of signature used for invoice and event records', 'rueda' ), __( 'None: as a VERI*FACTU system it neither signs the invoice records nor keeps event records.', 'rueda' ) ),
			self::item( 'h', __( 'Name of the producer', 'rueda' ), $producer['NombreRazon'] ),
			self::item( 'i', __( 'Spanish NIF of the producer', 'rueda' ), $producer['NIF'] ),
			self::item( 'j', __( 'Full postal address of the producer', 'rueda' ), $details['address'] ),
			self::item( 'k', __( 'Compliance', 'rueda' ), __( 'The producer declares that this invoicing system, in the version stated, complies with article 29.2.j) of Ley 58/2003, General Tributaria, with the Regulation approved by Real Decreto 1007/2023, of 5 December, with Orden HAC/1177/2024, of 17 October, and with the other rules that develop them.', 'rueda' ) ),
			self::item(
				'l',
				__( 'Date and place of subscription', 'rueda' ),
				/* translators: 1: date (day, month and year), 2: place (town and country). */
				sprintf( __( '%1$s, in %2$s', 'rueda' ), $details['date'], $details['place'] )
			),
		);
	}

	/**
	 * The producer, its address, the place and the date of subscription.
	 *
	 * @since 0.7.0
	 *
	 * @return array{producer:array{NombreRazon:string,NIF:string},address:string,place:string,date:string}
	 */
	public static function details(): array {
		$workshop = WorkshopSettings::get();
		$city     = trim( (string) ( $workshop['city'] ?? '' ) );
		$details  = array(
			'producer' => InvoicingSystem::producer(),
			'address'  => trim( (string) CompanySettings::get()['registered_address'] ),
			'place'    => '' === $city ? __( 'Spain', 'rueda' ) : sprintf(
				/* translators: %s: town. */
				__( '%s (Spain)', 'rueda' ),
				$city
			),
			'date'     => wp_date( 'd/m/Y', self::subscribed()->getTimestamp() ),
		);
		/**
		 * Filters the postal address of the system's producer and the place of
		 * subscription of its declaración responsable.
		 *
		 * @since 0.7.0
		 *
		 * @param array{address:string,place:string} $where The shop's registered address and
		 *                                                    its workshop's town, by default.
		 */
		$where = apply_filters(
			'rueda_system_declaration_place',
			array(
				'address' => $details['address'],
				'place'   => $details['place'],
			)
		);
		if ( is_array( $where ) ) {
			foreach ( array( 'address', 'place' ) as $key ) {
				if ( is_string( $where[ $key ] ?? null ) ) {
					$details[ $key ] = trim( $where[ $key ] );
				}
			}
		}
		return $details;
	}

	/**
	 * The day this version's declaration was first shown (today the first time).
	 *
	 * @since 0.7.0
	 */
	public static function subscribed(): \DateTimeImmutable {
		$dates   = get_option( self::OPTION, array() );
		$dates   = is_array( $dates ) ? $dates : array();
		$version = (string) RUEDA_VERSION;
		$date    = is_string( $dates[ $version ] ?? null ) ? \DateTimeImmutable::createFromFormat( '!Y-m-d', $dates[ $version ], wp_timezone() ) : false;
		if ( false === $date ) {
			$date              = new \DateTimeImmutable( 'today', wp_timezone() );
			$dates[ $version ] = $date->format( 'Y-m-d' );
			update_option( self::OPTION, $dates, false );
		}
		return $date;
	}

	/**
	 * One item.
	 *
	 * @param string $item  Its letter.
	 * @param string $label What it states.
	 * @param string $value The statement.
	 * @return array{item:string,label:string,value:string}
	 */
	private static function item( string $item, string $label, string $value ): array {
		return array(
			'item'  => $item,
			'label' => $label,
			'value' => '' === trim( $value ) ? __( '(not filled in: complete it in Rueda → Settings → Company)', 'rueda' ) : $value,
		);
	}
}

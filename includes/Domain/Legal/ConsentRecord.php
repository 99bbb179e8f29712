<?php
/**
 * What the shopper accepted when placing an order, and when.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Legal;

use Rueda\Domain\Orders\Order;
use Rueda\Storage\OrderStore;

/**
 * The order meta `legal_consents`: `terms_accepted_at` and `service_consent_at` (UTC,
 * ISO 8601) and `service_consent_text`, the words the shopper ticked. Written by each
 * checkout request, so a retried order holds what its last request said.
 *
 * @since 0.2.0
 */
final class ConsentRecord {

	public const META = 'legal_consents';

	/** Additional checkout field: the shopper accepts the terms and the privacy policy. */
	public const TERMS_FIELD = 'rueda/terms';

	/** Additional checkout field: the shopper asks for the services to start at once. */
	public const SERVICE_FIELD = 'rueda/service-consent';

	/**
	 * The words of the early-start request (the checkbox's label).
	 *
	 * @since 0.2.0
	 */
	public static function service_consent_text(): string {
		return __( 'I request that the service be provided within the withdrawal period and I acknowledge that I will lose my right of withdrawal once the service has been fully performed.', 'rueda' );
	}

	/**
	 * The record of an order, read from the database: the Order an email receives was
	 * loaded before the checkout request wrote it.
	 *
	 * @since 0.2.0
	 *
	 * @param Order $order Order.
	 * @return array{terms_accepted_at?:string,service_consent_at?:string,service_consent_text?:string}
	 */
	public static function of( Order $order ): array {
		$values = ( new OrderStore() )->meta_values( $order->id(), self::META );
		$record = $values ? end( $values ) : array();
		return is_array( $record ) ? array_map( 'strval', array_intersect_key( $record, array_flip( array( 'terms_accepted_at', 'service_consent_at', 'service_consent_text' ) ) ) ) : array();
	}

	/**
	 * The record as the order screen lists it: what was accepted, when (the site's date
	 * format and time zone) and the moment in UTC.
	 *
	 * @since 0.2.0
	 *
	 * @param Order $order Order.
	 * @return list<array{label:string,date:string,date_gmt:string,text:string}>
	 */
	public static function describe( Order $order ): array {
		$record = self::of( $order );
		$rows   = array();
		$labels = array(
			'terms_accepted_at'  => __( 'Terms and privacy policy accepted', 'rueda' ),
			'service_consent_at' => __( 'Services requested within the withdrawal period', 'rueda' ),
		);
		foreach ( $labels as $key => $label ) {
			$time = isset( $record[ $key ] ) ? strtotime( $record[ $key ] ) : false;
			if ( $time ) {
				$rows[] = array(
					'label'    => $label,
					'date'     => (string) wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), $time ),
					'date_gmt' => $record[ $key ],
					'text'     => 'service_consent_at' === $key ? ( $record['service_consent_text'] ?? '' ) : '',
				);
			}
		}
		return $rows;
	}
}

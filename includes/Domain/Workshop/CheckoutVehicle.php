<?php
/**
 * The vehicle a workshop order is for: its number plate and, from the tyre finder, its name.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Workshop;

use Rueda\Domain\Checkout\CheckoutRequest;
use Rueda\Domain\Orders\Order;
use Rueda\Domain\ShopException;
use Rueda\Storage\OrderStore;

/**
 * On `rueda_checkout_update_order_from_request`, after AppointmentCheckout has decided
 * whether the order books the workshop: such an order needs the vehicle's number plate
 * (`additional_fields['rueda/plate']`, with `rueda/plate-foreign` true for a foreign
 * one); a missing plate is refused with 400 rueda_plate_required and a wrong one with 400
 * rueda_invalid_plate, naming the field, before stock is held or payment taken. The plate
 * is stored in its written form in the order's `additional_fields` (which the checkout's
 * answer carries and the workshop's screens read) and, without separators, in the meta
 * `_plate_key` that searches compare. An order that books nothing keeps no plate. The
 * vehicle the tyre finder chose (`rueda/vehicle`, "Seat León 2018 1.5 TSI") is kept as
 * plain text of 100 characters at most.
 *
 * @since 0.7.0
 */
final class CheckoutVehicle {

	public const PLATE   = 'rueda/plate';
	public const FOREIGN = 'rueda/plate-foreign';
	public const VEHICLE = 'rueda/vehicle';

	/** Order meta: the plate without separators ("1234BCD"), for searches. */
	public const KEY_META = '_plate_key';

	/** The longest vehicle name kept. */
	public const VEHICLE_MAX = 100;

	/**
	 * Creates the handler.
	 *
	 * @param OrderStore $orders Orders.
	 */
	public function __construct( private OrderStore $orders = new OrderStore() ) {}

	/**
	 * Checks and stores the plate and the vehicle.
	 *
	 * @since 0.7.0
	 *
	 * @param Order           $order   The draft order.
	 * @param CheckoutRequest $request The checkout request.
	 * @throws ShopException 400 rueda_plate_required or rueda_invalid_plate.
	 */
	public function update_order( Order $order, CheckoutRequest $request ): void {
		$sent    = $request->additional_fields;
		$current = $this->orders->get( $order->id() ) ?? $order;
		$fields  = (array) $current->meta( 'additional_fields', array() );
		unset( $fields[ self::PLATE ], $fields[ self::FOREIGN ], $fields[ self::VEHICLE ] );
		$key = '';
		// AppointmentCheckout (priority 10) keeps the chosen slot only on an order that books the workshop.
		if ( is_array( $current->meta( AppointmentCheckout::META ) ) ) {
			$foreign = true === filter_var( $sent[ self::FOREIGN ] ?? false, FILTER_VALIDATE_BOOLEAN );
			$plate   = VehiclePlate::parse( is_scalar( $sent[ self::PLATE ] ?? null ) ? (string) $sent[ self::PLATE ] : '', $foreign );
			if ( ! $plate->is_valid() ) {
				$message = $plate->message();
				$code    = VehiclePlate::EMPTY === $plate->fault ? 'rueda_plate_required' : 'rueda_invalid_plate';
				throw new ShopException( $code, $message, 400, array( 'fields' => array( 'additional_fields.' . self::PLATE => $message ) ) );
			}
			$fields[ self::PLATE ]   = $plate->normalized;
			$fields[ self::FOREIGN ] = $plate->foreign;
			$key                     = $plate->key();
		}
		$vehicle = self::vehicle_text( $sent[ self::VEHICLE ] ?? '' );
		if ( '' !== $vehicle ) {
			$fields[ self::VEHICLE ] = $vehicle;
		}
		$this->orders->set_metas(
			$order->id(),
			array(
				'additional_fields' => $fields,
				self::KEY_META      => $key,
			)
		);
	}

	/**
	 * A vehicle's name as kept: plain text on one line, 100 characters at most.
	 *
	 * @since 0.7.0
	 *
	 * @param mixed $value As sent.
	 */
	public static function vehicle_text( $value ): string {
		$text = is_scalar( $value ) && ! is_bool( $value ) ? sanitize_text_field( (string) $value ) : '';
		return trim( mb_substr( (string) preg_replace( '/\s+/u', ' ', $text ), 0, self::VEHICLE_MAX, 'UTF-8' ) );
	}

	/**
	 * An order's plate and vehicle ('' each when it has none).
	 *
	 * @since 0.7.0
	 *
	 * @param Order $order Order.
	 * @return array{plate:string,vehicle:string}
	 */
	public static function of_order( Order $order ): array {
		$fields = (array) $order->meta( 'additional_fields', array() );
		return array(
			'plate'   => is_string( $fields[ self::PLATE ] ?? null ) ? $fields[ self::PLATE ] : '',
			'vehicle' => is_string( $fields[ self::VEHICLE ] ?? null ) ? $fields[ self::VEHICLE ] : '',
		);
	}
}

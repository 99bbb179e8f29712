<?php
/**
 * What happens after an order: where and when to collect it, or when it arrives.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Orders\Content;

use Rueda\Domain\Customers\AddressLines;
use Rueda\Domain\Orders\Order;
use Rueda\Domain\Shipping\ShippingSettings;
use Rueda\Domain\Workshop\OpeningHours;
use Rueda\Settings\WorkshopSettings;
use Rueda\Workshop\Content\AppointmentDetails;
use Rueda\Workshop\Content\OpeningHoursMarkup;

/**
 * The "Next steps" of the order confirmation (and of a pickup order's confirmation
 * email). A pickup order names the workshop (from Settings → Workshop), its address, the
 * opening hours of the location it is collected at (from that location's schedule, the
 * workshop's when it no longer exists) and what to bring; a delivered order gives the
 * delivery estimate of the rate it was sent with.
 *
 * @since 0.1.0
 */
final class OrderNextSteps {

	/**
	 * Whether the order is collected at the workshop (its shipping is a pickup rate).
	 *
	 * @since 0.1.0
	 *
	 * @param Order $order Order.
	 */
	public static function is_pickup( Order $order ): bool {
		return null !== self::pickup_location( $order );
	}

	/**
	 * The index of the pickup location an order is collected at (its rate
	 * `pickup_location:N`), or null when it is not collected.
	 *
	 * @since 0.6.0
	 *
	 * @param Order $order Order.
	 */
	public static function pickup_location( Order $order ): ?int {
		foreach ( $order->lines( 'shipping' ) as $line ) {
			$rate_id = (string) ( $line['meta']['rate_id'] ?? '' );
			if ( str_starts_with( $rate_id, 'pickup_location:' ) ) {
				return (int) substr( $rate_id, strlen( 'pickup_location:' ) );
			}
		}
		return null;
	}

	/**
	 * Where an order is collected: the pickup location the shopper chose, as the checkout
	 * wrote it into the order's shipping address (name and address, not the shopper's), or
	 * the workshop for an order from before that.
	 *
	 * @since 0.7.0
	 *
	 * @param Order $order Order.
	 * @return array<string,string>
	 */
	public static function pickup_address( Order $order ): array {
		$shipping = $order->address( 'shipping' );
		if ( '' === trim( (string) ( $shipping['address_1'] ?? '' ) ) ) {
			return self::workshop_address();
		}
		return array(
			'company'   => (string) ( $shipping['company'] ?? '' ),
			'address_1' => (string) $shipping['address_1'],
		);
	}

	/**
	 * The workshop as an address (its name first).
	 *
	 * @since 0.1.0
	 *
	 * @return array<string,string>
	 */
	public static function workshop_address(): array {
		$workshop = WorkshopSettings::get();
		return array(
			'company'   => (string) $workshop['name'],
			'address_1' => (string) $workshop['address_1'],
			'postcode'  => (string) $workshop['postcode'],
			'city'      => (string) $workshop['city'],
			'state'     => (string) $workshop['state'],
			'country'   => (string) $workshop['country'],
		);
	}

	/**
	 * The section (an order of services only is arranged with the shopper).
	 *
	 * @since 0.1.0
	 *
	 * @param Order $order Order.
	 */
	public static function html( Order $order ): string {
		if ( ! $order->lines( 'shipping' ) ) {
			$body = '<p>' . ( AppointmentDetails::active( $order->id() )
				? esc_html__( 'We look forward to seeing you at the workshop at the time of your appointment.', 'rueda' )
				: esc_html__( 'We will contact you to arrange your appointment at the workshop.', 'rueda' ) ) . '</p>';
		} else {
			$body = self::is_pickup( $order ) ? self::pickup( $order ) : self::delivery( $order );
		}
		return '<section class="rueda-order-next-steps"><h2>' . esc_html__( 'Next steps', 'rueda' ) . '</h2>' . $body . '</section>';
	}

	/**
	 * When and where to collect, and what to bring.
	 *
	 * @param Order $order Order.
	 */
	private static function pickup( Order $order ): string {
		$html  = '<p>' . esc_html__( 'We will email you when your order is ready to collect at the workshop.', 'rueda' ) . '</p>';
		$html .= '<h3>' . esc_html__( 'Where', 'rueda' ) . '</h3>';
		$html .= '<address>' . implode( '<br>', array_map( 'esc_html', AddressLines::of( self::pickup_address( $order ) ) ) ) . '</address>';
		$hours = OpeningHoursMarkup::html( OpeningHours::location( self::pickup_location( $order ) ), 'rueda-order-next-steps' );
		if ( '' !== $hours ) {
			$html .= '<h3>' . esc_html__( 'Opening hours', 'rueda' ) . '</h3>' . $hours;
		}
		$html .= '<h3>' . esc_html__( 'What to bring', 'rueda' ) . '</h3>';
		/* translators: %s: order number. */
		$html .= '<p>' . esc_html( sprintf( __( 'Your order number (%s) and an identity document of the person collecting.', 'rueda' ), $order->number() ) ) . '</p>';
		return $html;
	}

	/**
	 * When the order should arrive.
	 *
	 * @param Order $order Order.
	 */
	private static function delivery( Order $order ): string {
		$html = '<p>' . esc_html__( 'We will email you when your order ships.', 'rueda' ) . '</p>';
		$time = self::delivery_time( (string) ( $order->lines( 'shipping' )[0]['meta']['rate_id'] ?? '' ) );
		if ( '' !== $time ) {
			/* translators: %s: delivery time, e.g. "2-4 días laborables". */
			$html .= '<p class="rueda-order-next-steps__estimate">' . esc_html( sprintf( __( 'Estimated delivery: %s.', 'rueda' ), $time ) ) . '</p>';
		}
		return $html;
	}

	/**
	 * The delivery time configured for a rate (`{type}:{instance_id}`), or ''. Free
	 * shipping has none of its own: it goes out like the zone's paid rate.
	 *
	 * @param string $rate_id Rate id.
	 */
	private static function delivery_time( string $rate_id ): string {
		foreach ( (array) ( ShippingSettings::get()['zones'] ?? array() ) as $zone ) {
			$methods = (array) ( $zone['methods'] ?? array() );
			$ids     = array_map( static fn( array $method ) => $method['type'] . ':' . $method['instance_id'], $methods );
			if ( ! in_array( $rate_id, $ids, true ) ) {
				continue;
			}
			$own = (string) ( $methods[ array_search( $rate_id, $ids, true ) ]['delivery_time'] ?? '' );
			if ( '' !== $own ) {
				return $own;
			}
			$times = array_values( array_filter( array_map( static fn( array $method ) => (string) ( $method['delivery_time'] ?? '' ), $methods ), 'strlen' ) );
			return $times[0] ?? '';
		}
		return '';
	}
}

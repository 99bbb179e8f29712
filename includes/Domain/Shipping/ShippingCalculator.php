<?php
/**
 * Splits a cart into packages and prices their shipping.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Shipping;

use Rueda\Domain\Cart\CalculatedCart;
use Rueda\Domain\Cart\Cart;
use Rueda\Domain\Customers\Countries;
use Rueda\Domain\Taxes\TaxCalculator;
use Rueda\Domain\Workshop\FittedLines;
use Rueda\Domain\Workshop\OpeningHours;
use Rueda\Domain\Workshop\WorkshopSchedule;
use Rueda\Settings\CheckoutSettings;
use Rueda\Settings\WorkshopSettings;

/**
 * Lines that need shipping are grouped by the stock they leave from (one package each);
 * every package gets the rates of the destination's zone plus the pickup locations. The
 * chosen rate of each package is the stored choice when still offered, else the cheapest
 * delivery rate (the first of equally cheap ones, in the zone's configured order).
 * The destination is the shopper's shipping address or, to estimate before there is one,
 * the shop's own address (see default_destination()). A cart with a tyre fitted at the
 * workshop is collected there: it is offered the pickup locations only, the first chosen
 * until the shopper picks another.
 *
 * @since 0.1.0
 */
final class ShippingCalculator {

	/**
	 * Calculates packages, rates and the shipping total.
	 *
	 * @since 0.1.0
	 *
	 * @param CalculatedCart            $result  Cart being calculated (lines already discounted).
	 * @param TaxCalculator             $taxes   Taxes at the destination.
	 * @param array<string,string>|null $default Destination used instead of the shopper's
	 *                                           empty address (default_destination()), or null.
	 */
	public function calculate( CalculatedCart $result, TaxCalculator $taxes, ?array $default = null ): void {
		if ( ! $result->needs_shipping ) {
			return;
		}
		$settings    = ShippingSettings::get();
		$destination = $default ?? $this->destination( $result->cart->customer['shipping'] ?? array() );
		$pickup_only = FittedLines::has_fitted( $result->cart );
		$zone_rates  = $pickup_only ? array() : $this->zone_rates( $result, $destination, $settings );
		$pickups     = $this->pickup_rates( $settings );
		$net         = 0;
		$tax         = 0;

		foreach ( $this->group_by_origin( $result ) as $index => [ $origin, $keys ] ) {
			$rates  = array_merge( $zone_rates, $pickups );
			$chosen = $result->cart->chosen_rates[ (string) $index ] ?? '';
			if ( ! in_array( $chosen, array_column( $rates, 'rate_id' ), true ) ) {
				// Delivery is the default; pickup only when the shopper picks it (or must).
				$chosen = $pickup_only ? (string) ( $pickups[0]['rate_id'] ?? '' ) : $this->cheapest_rate_id( $zone_rates );
			}
			foreach ( $rates as &$rate ) {
				[ $rate['price'], $rate['taxes'], $tax_rate ] = $taxes->split( $rate['cost'] );
				$rate['selected']                             = $rate['rate_id'] === $chosen;
				if ( $rate['selected'] ) {
					$net += $rate['price'];
					$tax += $rate['taxes'];
					$result->add_tax( $tax_rate, $rate['taxes'] );
				}
			}
			unset( $rate );
			$result->packages[] = array(
				'package_id'  => $index,
				'name'        => $this->package_name( $origin, $index, $settings ),
				'destination' => $destination,
				'items'       => array_map(
					static fn( string $key ) => array(
						'key'      => $key,
						'name'     => $result->lines[ $key ]['product']->name(),
						'quantity' => $result->lines[ $key ]['quantity'],
					),
					$keys
				),
				'rates'       => $rates,
			);
		}
		$result->has_calculated_shipping = null === $default && '' !== $destination['country'] && ! $this->address_error( $destination );
		$result->shipping_total          = array( $net, $tax );
	}

	/**
	 * Where shipping is estimated while the shopper has given no shipping address at all:
	 * the shop's country, province and postcode (Settings → General), like WooCommerce's
	 * default customer location. Null once any field is typed (a postcode without a country
	 * is an error to show, not something to estimate) or when the shop does not ship to its
	 * own country.
	 *
	 * @since 0.1.0
	 *
	 * @param Cart $cart Cart.
	 * @return array<string,string>|null
	 */
	public function default_destination( Cart $cart ): ?array {
		if ( '' !== implode( '', $this->destination( (array) ( $cart->customer['shipping'] ?? array() ) ) ) ) {
			return null;
		}
		$shop    = WorkshopSettings::get();
		$country = strtoupper( (string) $shop['country'] );
		if ( ! Countries::exists( $country ) || ! in_array( $country, CheckoutSettings::shipping_countries(), true ) ) {
			return null;
		}
		$state  = (string) $shop['state'];
		$states = Countries::states( $country );
		if ( $states && ! isset( $states[ $state ] ) ) {
			// A province saved by name ("Madrid") reads as its code; an unknown one is left out.
			$state = (string) array_search( $state, $states, true );
		}
		return $this->destination(
			array(
				'country'  => $country,
				'state'    => $state,
				'postcode' => (string) $shop['postcode'],
			)
		);
	}

	/**
	 * The rate preselected when the shopper has chosen none: the cheapest, so that free
	 * shipping wins over a paid rate to the same address; ties keep the configured order.
	 *
	 * @param list<array<string,mixed>> $rates Rates in configured order.
	 * @return string Rate id, or '' when there are none.
	 */
	private function cheapest_rate_id( array $rates ): string {
		$cheapest = null;
		foreach ( $rates as $rate ) {
			if ( null === $cheapest || (int) $rate['cost'] < (int) $cheapest['cost'] ) {
				$cheapest = $rate;
			}
		}
		return null === $cheapest ? '' : (string) $cheapest['rate_id'];
	}

	/**
	 * Line keys by stock origin, in first-seen order.
	 *
	 * @param CalculatedCart $result Cart.
	 * @return list<array{0:string,1:list<string>}>
	 */
	private function group_by_origin( CalculatedCart $result ): array {
		$groups = array();
		foreach ( $result->lines as $key => $line ) {
			if ( $line['product']->needs_shipping() ) {
				$groups[ $line['product']->stock_origin() ][] = (string) $key;
			}
		}
		$packages = array();
		foreach ( $groups as $origin => $keys ) {
			$packages[] = array( (string) $origin, $keys );
		}
		return $packages;
	}

	/**
	 * Flat and free rates of the destination's zone; none (and an error) for a bad address.
	 *
	 * @param CalculatedCart       $result      Cart.
	 * @param array<string,string> $destination Destination.
	 * @param array<string,mixed>  $settings    Shipping settings.
	 * @return list<array<string,mixed>>
	 */
	private function zone_rates( CalculatedCart $result, array $destination, array $settings ): array {
		$error = $this->address_error( $destination );
		if ( $error ) {
			$result->errors[] = $error;
			return array();
		}
		if ( '' === $destination['country'] ) {
			return array();
		}
		$zone  = ( new ShippingZones( $settings['zones'] ) )->match( $destination['country'], $destination['state'], $destination['postcode'] );
		$rates = array();
		foreach ( (array) ( $zone['methods'] ?? array() ) as $method ) {
			if ( empty( $method['enabled'] ) || ! $this->method_applies( $method, $result ) ) {
				continue;
			}
			$rates[] = array(
				'rate_id'       => $method['type'] . ':' . $method['instance_id'],
				'instance_id'   => (int) $method['instance_id'],
				'method_id'     => (string) $method['type'],
				'name'          => (string) $method['title'],
				'description'   => (string) ( $method['description'] ?? '' ),
				'delivery_time' => (string) ( $method['delivery_time'] ?? '' ),
				'cost'          => 'free_shipping' === $method['type'] ? 0 : (int) ( $method['cost'] ?? 0 ),
				'meta_data'     => array(),
			);
		}
		return $rates;
	}

	/**
	 * Whether a method is offered: free shipping needs its minimum and/or a coupon.
	 *
	 * @param array<string,mixed> $method Method settings.
	 * @param CalculatedCart      $result Cart.
	 */
	private function method_applies( array $method, CalculatedCart $result ): bool {
		if ( 'free_shipping' !== $method['type'] ) {
			return true;
		}
		$enough = $result->items_total_gross() >= (int) ( $method['min_amount'] ?? 0 );
		$coupon = $result->free_shipping_coupon;
		return match ( (string) ( $method['requires'] ?? '' ) ) {
			'min_amount' => $enough,
			'coupon' => $coupon,
			'either' => $enough || $coupon,
			'both' => $enough && $coupon,
			default => true,
		};
	}

	/**
	 * The pickup locations as rates `pickup_location:{n}`. Each says when it opens, from
	 * its schedule (the one the appointment slots come from): `pickup_hours` holds one
	 * line a row ("Sábado: 9:00–13:00") and the coming closures; `pickup_details` the
	 * owner's directions ("Cómo llegar"), as typed. The description has both, hours first,
	 * for clients that show only it.
	 *
	 * @param array<string,mixed> $settings Shipping settings.
	 * @return list<array<string,mixed>>
	 */
	private function pickup_rates( array $settings ): array {
		$rates = array();
		foreach ( $settings['pickup_locations'] as $index => $location ) {
			if ( empty( $location['enabled'] ) ) {
				continue;
			}
			$address    = (string) ( $location['address'] ?? '' );
			$directions = trim( (string) ( $location['details'] ?? '' ) );
			$hours      = implode( "\n", ( new OpeningHours( WorkshopSchedule::from_settings( $location['schedule'] ?? null ) ) )->lines( current_datetime() ) );
			$rates[]    = array(
				'rate_id'       => 'pickup_location:' . $index,
				'instance_id'   => (int) $index,
				'method_id'     => 'pickup_location',
				'name'          => (string) $location['name'],
				'description'   => implode( "\n", array_filter( array( $hours, $directions ), 'strlen' ) ),
				'delivery_time' => '',
				'cost'          => (int) ( $location['cost'] ?? 0 ),
				'meta_data'     => array(
					array(
						'key'   => 'pickup_location',
						'value' => (string) $location['name'],
					),
					array(
						'key'   => 'pickup_address',
						'value' => $address,
					),
					array(
						'key'   => 'pickup_hours',
						'value' => $hours,
					),
					array(
						'key'   => 'pickup_details',
						'value' => $directions,
					),
				),
			);
		}
		return $rates;
	}

	/**
	 * The destination fields rates depend on.
	 *
	 * @param array<string,string> $address Shipping address.
	 * @return array<string,string>
	 */
	private function destination( array $address ): array {
		$destination = array();
		foreach ( array( 'address_1', 'address_2', 'city', 'state', 'postcode', 'country' ) as $field ) {
			$destination[ $field ] = (string) ( $address[ $field ] ?? '' );
		}
		return $destination;
	}

	/**
	 * The shipping-rates error of an unusable destination, or null.
	 *
	 * @param array<string,string> $destination Destination.
	 * @return array{code:string,message:string}|null
	 */
	private function address_error( array $destination ): ?array {
		if ( '' === $destination['country'] ) {
			return '' !== $destination['postcode'] . $destination['state'] . $destination['city']
				? array(
					'code'    => 'woocommerce_rest_cart_shipping_rates_missing_country',
					'message' => __( 'Please select your country.', 'rueda' ),
				)
				: null;
		}
		if ( ! Countries::exists( $destination['country'] ) ) {
			return array(
				'code'    => 'woocommerce_rest_cart_shipping_rates_invalid_country',
				'message' => __( 'Sorry, we do not ship orders to the selected country.', 'rueda' ),
			);
		}
		$states = Countries::states( $destination['country'] );
		if ( $states && '' !== $destination['state'] && ! isset( $states[ $destination['state'] ] ) ) {
			return array(
				'code'    => 'woocommerce_rest_cart_shipping_rates_invalid_state',
				/* translators: %s: state label (province). */
				'message' => sprintf( __( 'Please select a %s.', 'rueda' ), __( 'province', 'rueda' ) ),
			);
		}
		return null;
	}

	/**
	 * A package's name: its stock origin's label (the workshop's has one even when the
	 * settings name no origin), else "Shipment N".
	 *
	 * @param string              $origin   Stock origin.
	 * @param int                 $index    Package index.
	 * @param array<string,mixed> $settings Shipping settings.
	 */
	private function package_name( string $origin, int $index, array $settings ): string {
		/* translators: %d: shipment number. */
		return (string) ( $settings['origins'][ $origin ] ?? StockOrigins::name( $origin ) ?? sprintf( __( 'Shipment %d', 'rueda' ), $index + 1 ) );
	}
}

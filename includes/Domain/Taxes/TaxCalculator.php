<?php
/**
 * Splits entered amounts into net and tax for one destination.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Taxes;

/**
 * The one place that turns an amount as entered (with or without tax, per the settings)
 * into net + tax at a destination. Prices entered with tax keep their net value outside
 * the base location, so a shopper in Canarias (no IVA) pays the net price, and at the
 * base rate the shopper pays exactly the entered amount.
 *
 * @since 0.1.0
 */
final class TaxCalculator {

	/**
	 * Rate matcher.
	 *
	 * @var TaxRates
	 */
	private TaxRates $rates;

	/**
	 * Creates the calculator.
	 *
	 * @param array<string,mixed>               $settings Tax settings.
	 * @param array{0:string,1:string,2:string} $location Country, state, postcode.
	 */
	public function __construct( private array $settings, private array $location ) {
		$this->rates = new TaxRates( $settings['rates'] );
	}

	/**
	 * Splits an amount as entered.
	 *
	 * @since 0.1.0
	 *
	 * @param int    $amount Amount in minor units.
	 * @param string $class  Tax class.
	 * @return array{0:int,1:int,2:array{rate:float,name:string,id:int}|null} Net, tax, rate.
	 */
	public function split( int $amount, string $class = '' ): array {
		if ( ! $this->settings['enabled'] ) {
			return array( $amount, 0, null );
		}
		$rate    = $this->rates->find( ...array_merge( $this->location, array( $class ) ) );
		$percent = $rate['rate'] ?? 0.0;
		if ( ! $this->settings['prices_include_tax'] ) {
			return array( $amount, (int) round( $amount * $percent / 100 ), $rate );
		}
		$base      = $this->rates->find( (string) $this->settings['base_country'], (string) $this->settings['base_state'], '', $class );
		$net_exact = $amount / ( 1 + ( $base['rate'] ?? 0.0 ) / 100 );
		$net       = (int) round( $net_exact );
		$tax       = ( $base && $rate && $base['rate'] === $rate['rate'] ) ? $amount - $net : (int) round( $net_exact * $percent / 100 );
		return array( $net, $tax, $rate );
	}

	/**
	 * Adds tax at the destination's rate to a net amount (a fee set before tax, whatever
	 * the prices are entered with): a shopper in Canarias pays the net amount.
	 *
	 * @since 0.2.0
	 *
	 * @param int    $net   Net amount in minor units.
	 * @param string $class Tax class.
	 * @return array{0:int,1:int,2:array{rate:float,name:string,id:int}|null} Net, tax, rate.
	 */
	public function add_to_net( int $net, string $class = '' ): array {
		if ( ! $this->settings['enabled'] ) {
			return array( $net, 0, null );
		}
		$rate = $this->rates->find( ...array_merge( $this->location, array( $class ) ) );
		return array( $net, (int) round( $net * ( $rate['rate'] ?? 0.0 ) / 100 ), $rate );
	}

	/**
	 * Whether amounts are shown with tax in the cart.
	 *
	 * @since 0.1.0
	 */
	public function display_including_tax(): bool {
		return (bool) $this->settings['display_cart_prices_including_tax'];
	}
}

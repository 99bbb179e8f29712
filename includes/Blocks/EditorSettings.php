<?php
/**
 * The shop's settings the block editor's previews are drawn from.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Blocks;

use Rueda\Domain\Customers\Countries;
use Rueda\Domain\Shipping\ShippingSettings;
use Rueda\Domain\Taxes\TaxRates;
use Rueda\Domain\Taxes\TaxSettings;
use Rueda\Domain\Workshop\OpeningHours;
use Rueda\Domain\Workshop\WorkshopSchedule;
use Rueda\Settings\CurrencySettings;
use Rueda\Settings\WorkshopSettings;

/**
 * Gives the editor `window.ruedaEditorSettings`: the currency, how taxes are shown and the
 * standard rate of the shop's own address, the workshop's address with its province's name,
 * and the pickup locations and the shipping methods of that address, so that the sample cart
 * of the cart, checkout and mini cart previews looks like the live shop
 * (read by src/blocks/shared/editor/shop-settings.ts).
 *
 * @since 0.1.0
 */
final class EditorSettings {

	public const GLOBAL_NAME = 'ruedaEditorSettings';

	/**
	 * Hooks the script into the block editor.
	 *
	 * @since 0.1.0
	 */
	public function register(): void {
		add_action( 'enqueue_block_editor_assets', array( $this, 'enqueue' ) );
	}

	/**
	 * Adds the settings before the editor's block scripts.
	 *
	 * @since 0.1.0
	 */
	public function enqueue(): void {
		wp_add_inline_script(
			'wp-blocks',
			'window.' . self::GLOBAL_NAME . ' = ' . wp_json_encode( self::get(), JSON_HEX_TAG | JSON_UNESCAPED_UNICODE ) . ';',
			'before'
		);
	}

	/**
	 * The settings.
	 *
	 * @since 0.1.0
	 *
	 * @return array<string,mixed>
	 */
	public static function get(): array {
		$taxes    = TaxSettings::get();
		$workshop = WorkshopSettings::get();
		$country  = (string) ( '' !== $workshop['country'] ? $workshop['country'] : $taxes['base_country'] );
		$state    = (string) ( '' !== $workshop['state'] ? $workshop['state'] : $taxes['base_state'] );
		$postcode = (string) $workshop['postcode'];
		$rate     = ( new TaxRates() )->find( $country, $state, $postcode );
		$states   = Countries::states( $country );
		$shipping = ShippingSettings::get();

		return array(
			'currency'        => CurrencySettings::currency()->to_response(),
			'taxes'           => array(
				'enabled'                       => (bool) $taxes['enabled'],
				'displayCartPricesIncludingTax' => (bool) $taxes['display_cart_prices_including_tax'],
				'itemized'                      => (bool) $taxes['itemized'],
				'pricesIncludeTax'              => (bool) $taxes['prices_include_tax'],
			),
			'taxRate'         => array(
				'name' => (string) ( $rate['name'] ?? '' ),
				'rate' => (float) ( $rate['rate'] ?? 0 ),
			),
			'address'         => array(
				'name'      => (string) $workshop['name'],
				'address_1' => (string) $workshop['address_1'],
				'city'      => (string) $workshop['city'],
				'state'     => $state,
				'postcode'  => $postcode,
				'country'   => $country,
			),
			'countries'       => array( $country => Countries::name( $country ) ),
			'states'          => (object) ( $states ? array( $country => $states ) : array() ),
			'pickupLocations' => self::pickup_locations( $shipping['pickup_locations'] ),
			'shippingMethods' => self::shipping_methods( $shipping['zones'], $country, $state ),
		);
	}

	/**
	 * The enabled pickup locations, with their opening hours as the cart shows them (one
	 * line a row, from the schedule) and their directions (`details`).
	 *
	 * @param list<array<string,mixed>> $locations Pickup locations of the shipping settings.
	 * @return list<array{index:int,name:string,address:string,hours:string,details:string,cost:int}>
	 */
	private static function pickup_locations( array $locations ): array {
		$enabled = array();
		foreach ( $locations as $index => $location ) {
			if ( ! empty( $location['enabled'] ) ) {
				$enabled[] = array(
					'index'   => (int) $index,
					'name'    => (string) ( $location['name'] ?? '' ),
					'address' => (string) ( $location['address'] ?? '' ),
					'hours'   => implode( "\n", ( new OpeningHours( WorkshopSchedule::from_settings( $location['schedule'] ?? null ) ) )->lines() ),
					'details' => (string) ( $location['details'] ?? '' ),
					'cost'    => (int) ( $location['cost'] ?? 0 ),
				);
			}
		}
		return $enabled;
	}

	/**
	 * The enabled flat-rate methods of the first zone that takes the shop's own country and
	 * province, in cents with tax.
	 *
	 * @param list<array<string,mixed>> $zones   Shipping zones.
	 * @param string                    $country Country code.
	 * @param string                    $state   Province code.
	 * @return list<array{instance_id:int,title:string,cost:int,delivery_time:string}>
	 */
	private static function shipping_methods( array $zones, string $country, string $state ): array {
		foreach ( $zones as $zone ) {
			$locations = (array) ( $zone['locations'] ?? array() );
			$excluded  = in_array( $country . ':' . $state, (array) ( $zone['exclude'] ?? array() ), true );
			if ( $excluded || ! ( in_array( $country, $locations, true ) || in_array( $country . ':' . $state, $locations, true ) ) ) {
				continue;
			}
			$methods = array();
			foreach ( (array) ( $zone['methods'] ?? array() ) as $method ) {
				if ( ! empty( $method['enabled'] ) && 'flat_rate' === ( $method['type'] ?? '' ) ) {
					$methods[] = array(
						'instance_id'   => (int) ( $method['instance_id'] ?? 0 ),
						'title'         => (string) ( $method['title'] ?? '' ),
						'cost'          => (int) ( $method['cost'] ?? 0 ),
						'delivery_time' => (string) ( $method['delivery_time'] ?? '' ),
					);
				}
			}
			return $methods;
		}
		return array();
	}
}

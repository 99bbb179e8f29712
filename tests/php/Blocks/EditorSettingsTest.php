<?php
/**
 * The shop's settings given to the block editor's previews.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Blocks;

use Rueda\Blocks\EditorSettings;
use Rueda\Domain\Shipping\ShippingSettings;
use Rueda\Settings\WorkshopSettings;

/**
 * EditorSettings::get() and its script in the editor.
 */
final class EditorSettingsTest extends BlockTestCase {

	protected function set_up(): void {
		parent::set_up();
		update_option(
			WorkshopSettings::OPTION,
			array_merge(
				WorkshopSettings::defaults(),
				array(
					'name'      => 'Neumáticos y Taller',
					'address_1' => 'Calle Mayor 1',
					'postcode'  => '28921',
					'city'      => 'Alcorcón',
					'state'     => 'M',
					'country'   => 'ES',
				)
			)
		);
		update_option(
			ShippingSettings::OPTION,
			array(
				'zones'            => array(
					array(
						'id'        => 1,
						'name'      => 'Península',
						'locations' => array( 'ES' ),
						'exclude'   => array( 'ES:GC' ),
						'methods'   => array(
							array(
								'instance_id' => 1,
								'type'        => 'flat_rate',
								'title'       => 'Envío estándar',
								'cost'        => 995,
								'enabled'     => true,
							),
							array(
								'instance_id' => 2,
								'type'        => 'flat_rate',
								'title'       => 'Urgente',
								'cost'        => 1995,
								'enabled'     => false,
							),
						),
					),
				),
				'pickup_locations' => array(
					array(
						'name'    => 'Taller (Alcorcón)',
						'address' => 'Calle Mayor 1',
						'cost'    => 0,
						'enabled' => true,
					),
				),
			)
		);
	}

	public function test_gives_the_tax_rate_and_the_shops_address_with_its_province_by_name(): void {
		$settings = EditorSettings::get();

		$this->assertSame( 'IVA', $settings['taxRate']['name'] );
		$this->assertSame( 21.0, $settings['taxRate']['rate'] );
		$this->assertSame( 'EUR', $settings['currency']['currency_code'] );
		$this->assertSame( '28921', $settings['address']['postcode'] );
		$this->assertSame( 'Madrid', ( (array) $settings['states'] )['ES']['M'] );
	}

	public function test_gives_the_enabled_methods_of_the_shops_zone_and_the_pickup_locations(): void {
		$settings = EditorSettings::get();

		$this->assertSame( array( 'Envío estándar' ), array_column( $settings['shippingMethods'], 'title' ) );
		$this->assertSame( array( 'Taller (Alcorcón)' ), array_column( $settings['pickupLocations'], 'name' ) );
		// Saved without a schedule: the default one, as the cart shows it.
		$this->assertSame( "Lunes a viernes: 8:30–13:30 y 15:30–19:30\nSábado: 9:00–13:00\nDomingo: Cerrado", $settings['pickupLocations'][0]['hours'] );
	}

	public function test_adds_the_settings_before_the_editors_block_scripts(): void {
		( new EditorSettings() )->enqueue();

		$before = implode( '', (array) wp_scripts()->get_data( 'wp-blocks', 'before' ) );
		$this->assertStringContainsString( 'window.ruedaEditorSettings = {', $before );
	}
}

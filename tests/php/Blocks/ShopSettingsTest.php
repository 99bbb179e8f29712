<?php
/**
 * The settings the block frontends start from.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Blocks;

use Rueda\Blocks\Preload;
use Rueda\Blocks\RuntimeScript;
use Rueda\Blocks\ShopSettings;
use Rueda\Domain\Taxes\TaxSettings;
use Rueda\Settings\CurrencySettings;
use Rueda\Settings\PageLinks;
use Rueda\StoreApi\Utilities\StoreNonce;

/**
 * ShopSettings::get() and the JSON script it prints.
 */
final class ShopSettingsTest extends BlockTestCase {

	private function printed(): string {
		ob_start();
		( new ShopSettings() )->print();
		return (string) ob_get_clean();
	}

	/**
	 * The printed script's attributes and its text.
	 *
	 * @param string $html Printed HTML.
	 * @return array{0:array<string,string|true>,1:string}
	 */
	private function script( string $html ): array {
		$processor = new \WP_HTML_Tag_Processor( $html );
		$this->assertTrue( $processor->next_tag( 'script' ), 'a script tag' );
		$attributes = array();
		foreach ( (array) $processor->get_attribute_names_with_prefix( '' ) as $name ) {
			$attributes[ $name ] = $processor->get_attribute( $name );
		}
		$text = $processor->get_modifiable_text();
		$this->assertFalse( $processor->next_tag(), 'one tag only' );
		return array( $attributes, $text );
	}

	/**
	 * Settings as the browser reads them: through JSON.
	 *
	 * @param array<string,mixed> $settings Settings.
	 * @return array<string,mixed>
	 */
	private function as_json( array $settings ): array {
		return json_decode( (string) wp_json_encode( $settings ), true );
	}

	public function test_has_the_rest_root_and_a_valid_store_api_nonce(): void {
		$settings = ( new ShopSettings() )->get();

		$this->assertSame( esc_url_raw( rest_url() ), $settings['root'] );
		$this->assertNotFalse( wp_verify_nonce( $settings['nonce'], StoreNonce::ACTION ) );
		$this->assertFalse( wp_verify_nonce( $settings['nonce'], 'wp_rest' ), 'not a nonce for core routes' );
		$this->assertEqualsWithDelta( time(), $settings['nonceTimestamp'], 5 );
	}

	public function test_the_nonce_belongs_to_the_current_user(): void {
		$guest = ( new ShopSettings() )->get()['nonce'];
		wp_set_current_user( $this->create_user( 'customer' ) );

		$customer = ( new ShopSettings() )->get()['nonce'];

		$this->assertTrue( StoreNonce::verify( $customer ) );
		$this->assertFalse( StoreNonce::verify( $guest ) );
	}

	public function test_currency_follows_the_currency_settings(): void {
		update_option(
			CurrencySettings::OPTION,
			array(
				'code'     => 'GBP',
				'symbol'   => '£',
				'position' => 'left',
			)
		);

		$currency = ( new ShopSettings() )->get()['currency'];

		$this->assertSame( CurrencySettings::currency()->to_response(), $currency );
		$this->assertSame( 'GBP', $currency['currency_code'] );
		$this->assertSame( '£', $currency['currency_prefix'] );
	}

	public function test_links_every_store_page(): void {
		$page = wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_title'  => 'Condiciones nuevas',
				'post_status' => 'publish',
			)
		);
		PageLinks::set_page_id( 'terms', $page );

		$links = ( new ShopSettings() )->get()['links'];

		$this->assertSame( PageLinks::KEYS, array_keys( $links ) );
		foreach ( PageLinks::KEYS as $key ) {
			$this->assertSame( PageLinks::get_url( $key ), $links[ $key ], $key );
		}
		$this->assertSame( get_permalink( $page ), $links['terms'] );
	}

	public function test_taxes_follow_the_tax_settings(): void {
		update_option(
			TaxSettings::OPTION,
			array(
				'enabled'                           => true,
				'display_cart_prices_including_tax' => false,
				'itemized'                          => true,
			)
		);
		$on = ( new ShopSettings() )->get()['taxes'];
		update_option(
			TaxSettings::OPTION,
			array(
				'enabled'                           => false,
				'display_cart_prices_including_tax' => true,
				'itemized'                          => false,
			)
		);
		$off = ( new ShopSettings() )->get()['taxes'];

		$this->assertSame(
			array(
				'enabled'                       => true,
				'displayCartPricesIncludingTax' => false,
				'itemized'                      => true,
			),
			$on
		);
		$this->assertSame(
			array(
				'enabled'                       => false,
				'displayCartPricesIncludingTax' => true,
				'itemized'                      => false,
			),
			$off
		);
	}

	public function test_error_details_only_for_those_who_run_the_shop_and_in_the_editor(): void {
		$guest = ( new ShopSettings() )->get()['showErrorDetails'];
		wp_set_current_user( $this->create_user( 'customer' ) );
		$customer = ( new ShopSettings() )->get()['showErrorDetails'];
		wp_set_current_user( $this->create_user( 'editor' ) );
		$editor_on_the_site = ( new ShopSettings() )->get()['showErrorDetails'];
		require_once ABSPATH . 'wp-admin/includes/screen.php';
		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		set_current_screen( 'post' );
		$editor_in_the_editor      = ( new ShopSettings() )->get()['showErrorDetails'];
		$GLOBALS['current_screen'] = null;
		wp_set_current_user( $this->create_user( \Rueda\Admin\Capabilities::ROLE ) );
		$shop_manager = ( new ShopSettings() )->get()['showErrorDetails'];
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$administrator = ( new ShopSettings() )->get()['showErrorDetails'];

		$this->assertFalse( $guest );
		$this->assertFalse( $customer );
		$this->assertFalse( $editor_on_the_site );
		$this->assertTrue( $editor_in_the_editor );
		$this->assertTrue( $shop_manager );
		$this->assertTrue( $administrator );
	}

	public function test_carries_what_the_page_preloaded(): void {
		$before = ( new ShopSettings() )->get()['preloaded'];
		Preload::request( '/wc/store/v1/products?page=1&per_page=2' );
		Preload::request( '/wc/store/v1/nowhere' );

		$after = ( new ShopSettings() )->get()['preloaded'];

		$this->assertEquals( new \stdClass(), $before );
		$this->assertSame( '{}', wp_json_encode( $before ), 'an object, even empty' );
		$this->assertSame( array( '/wc/store/v1/products?page=1&per_page=2' ), array_keys( (array) $after ), 'failed requests left out' );
	}

	public function test_the_filter_can_change_the_settings(): void {
		$this->filter(
			'rueda_shop_settings',
			static function ( array $settings ): array {
				$settings['showErrorDetails'] = true;
				$settings['extra']            = array( 'tyres' => 4 );
				unset( $settings['links']['myaccount'] );
				return $settings;
			}
		);

		$settings = ( new ShopSettings() )->get();

		$this->assertTrue( $settings['showErrorDetails'] );
		$this->assertSame( array( 'tyres' => 4 ), $settings['extra'] );
		$this->assertArrayNotHasKey( 'myaccount', $settings['links'] );
	}

	public function test_prints_nothing_without_the_runtime(): void {
		$this->assertFalse( wp_script_is( RuntimeScript::HANDLE, 'enqueued' ) );

		$this->assertSame( '', $this->printed() );
	}

	public function test_prints_the_settings_as_json_when_the_runtime_is_on_the_page(): void {
		do_blocks( '<!-- wp:rueda/cart /-->' );
		$this->assertTrue( wp_script_is( RuntimeScript::HANDLE, 'enqueued' ), 'the cart block loads it' );

		[ $attributes, $json ] = $this->script( $this->printed() );
		$printed               = json_decode( $json, true );
		$expected              = $this->as_json( ( new ShopSettings() )->get() );
		ksort( $attributes );

		$this->assertSame(
			array(
				'id'   => ShopSettings::ELEMENT_ID,
				'type' => 'application/json',
			),
			$attributes
		);
		$this->assertIsArray( $printed );
		$this->assertEqualsWithDelta( $expected['nonceTimestamp'], $printed['nonceTimestamp'], 5 );
		unset( $expected['nonceTimestamp'], $printed['nonceTimestamp'] );
		$this->assertSame( $expected, $printed );
		$this->assertSame( array( Preload::CART_PATH ), array_keys( $printed['preloaded'] ) );
		$this->assertSame( 0, $printed['preloaded'][ Preload::CART_PATH ]['body']['items_count'] );
	}

	public function test_prints_when_only_the_runtime_is_enqueued(): void {
		wp_enqueue_script( RuntimeScript::HANDLE );

		$this->assertStringContainsString( 'id="' . ShopSettings::ELEMENT_ID . '"', $this->printed() );
	}

	public function test_a_setting_cannot_break_out_of_the_script_tag(): void {
		$evil = '</script><script>alert(1)</script><!-- & \'"';
		$this->filter(
			'rueda_shop_settings',
			static function ( array $settings ) use ( $evil ): array {
				$settings['links']['shop'] = $evil;
				return $settings;
			}
		);
		wp_enqueue_script( RuntimeScript::HANDLE );

		$html          = $this->printed();
		[ , $json ]    = $this->script( $html );
		$closing_count = substr_count( strtolower( $html ), '</script' );

		$this->assertNotSame( '', $html, 'printed, not dropped' );
		$this->assertSame( 1, $closing_count, 'only the tag’s own end' );
		$this->assertStringNotContainsString( '<!--', $html );
		$this->assertSame( $evil, json_decode( $json, true )['links']['shop'], 'the value survives intact' );
	}
}

<?php
/**
 * The order confirmation page.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Content;

use Rueda\Domain\Payments\Gateways\PayAtWorkshop;
use Rueda\Domain\Shipping\ShippingSettings;
use Rueda\Orders\Content\OrderDetails;
use Rueda\Orders\Content\OrderReceived;
use Rueda\Settings\PageLinks;
use Rueda\Settings\WorkshopSettings;
use Rueda\StoreApi\Routes\OrderRoute;
use Rueda\Tests\StoreApi\CheckoutTestCase;

/**
 * Its title, next steps, pickup address and totals table.
 */
final class OrderReceivedTest extends CheckoutTestCase {

	protected function set_up(): void {
		parent::set_up();
		update_option(
			WorkshopSettings::OPTION,
			( new WorkshopSettings() )->sanitize(
				array(
					'name'      => 'Neumáticos y Taller',
					'address_1' => 'Calle de la Industria, 24',
					'postcode'  => '28923',
					'city'      => 'Alcorcón',
					'state'     => 'M',
					'country'   => 'ES',
				)
			)
		);
	}

	protected function tear_down(): void {
		$_GET                    = array();
		$GLOBALS['wp_the_query'] = new \WP_Query();
		$GLOBALS['wp_query']     = $GLOBALS['wp_the_query'];
		unset( $GLOBALS['post'] );
		parent::tear_down();
	}

	/**
	 * Places an order and renders its confirmation.
	 *
	 * @param bool $pickup   Collect at the workshop instead of delivery.
	 * @param int  $location The pickup location.
	 * @return array{0:string,1:array<string,mixed>}
	 */
	private function confirm( bool $pickup, int $location = 0 ): array {
		$this->add( self::TYRE );
		if ( $pickup ) {
			$this->write(
				'select-shipping-rate',
				array(
					'rate_id'    => 'pickup_location:' . $location,
					'package_id' => null,
				)
			);
			$payload = $this->payload(
				array(
					'payment_method' => PayAtWorkshop::ID,
					'payment_data'   => array(),
				)
			);
			unset( $payload['shipping_address'] );
		} else {
			$payload = $this->payload();
		}
		$body = $this->checkout( $payload )->get_data();
		$_GET = array(
			OrderReceived::QUERY_ARG => (string) $body['order_id'],
			'key'                    => $body['order_key'],
		);
		return array( do_blocks( '<!-- wp:rueda/checkout /-->' ), $body );
	}

	/**
	 * The text of the section under one heading.
	 *
	 * @param string $html    Page.
	 * @param string $heading Heading text.
	 */
	private function section( string $html, string $heading ): string {
		$doc = new \DOMDocument();
		libxml_use_internal_errors( true );
		$doc->loadHTML( '<?xml encoding="utf-8"?>' . $html );
		libxml_clear_errors();
		$xpath = new \DOMXPath( $doc );
		foreach ( $xpath->query( '//section[h3 or h2]' ) as $section ) {
			if ( trim( $xpath->evaluate( 'string(*[1])', $section ) ) === $heading ) {
				return preg_replace( '/\s+/u', ' ', $xpath->evaluate( 'string(.)', $section ) );
			}
		}
		$this->fail( "No section {$heading}" );
	}

	public function test_a_pickup_order_shows_the_workshop_under_pickup_at_and_the_next_steps(): void {
		[ $html ] = $this->confirm( true );

		$pickup = $this->section( $html, __( 'Pickup at', 'rueda' ) );
		$this->assertStringContainsString( 'Neumáticos y Taller', $pickup );
		$this->assertStringContainsString( 'Calle de la Industria, 24', $pickup );
		$this->assertStringContainsString( '28923 Alcorcón', $pickup );
		$this->assertStringNotContainsString( 'Lucía', $pickup, 'the shopper is not the place to collect from' );

		$next = $this->section( $html, __( 'Next steps', 'rueda' ) );
		$this->assertStringContainsString( 'Calle de la Industria, 24', $next );
		// The demo workshop's schedule (pickup location 0).
		$this->assertStringContainsString( 'Lunes a viernes8:30–13:30 y 15:30–19:30', $next );
		$this->assertStringContainsString( 'Sábado9:00–13:00', $next );
		$this->assertStringContainsString( 'DomingoCerrado', $next );
		$this->assertStringContainsString( __( 'What to bring', 'rueda' ), $next );
	}

	public function test_a_pickup_order_shows_the_location_the_shopper_chose(): void {
		$settings                       = get_option( ShippingSettings::OPTION );
		$second                         = $settings['pickup_locations'][0];
		$second['name']                 = 'Taller de Móstoles';
		$second['address']              = 'Avenida de Portugal, 5, 28931 Móstoles';
		$settings['pickup_locations'][] = $second;
		update_option( ShippingSettings::OPTION, $settings );

		[ $html ] = $this->confirm( true, 1 );

		foreach ( array( __( 'Pickup at', 'rueda' ), __( 'Next steps', 'rueda' ) ) as $heading ) {
			$section = $this->section( $html, $heading );
			$this->assertStringContainsString( 'Avenida de Portugal, 5, 28931 Móstoles', $section, $heading );
			$this->assertStringNotContainsString( 'Calle de la Industria', $section, $heading );
		}
		$this->assertStringContainsString( 'Taller de Móstoles', $this->section( $html, __( 'Pickup at', 'rueda' ) ) );
	}

	public function test_a_delivered_order_gives_the_delivery_estimate_and_the_shipping_address(): void {
		[ $html ] = $this->confirm( false );

		$this->assertStringContainsString( '2-4 días laborables', $this->section( $html, __( 'Next steps', 'rueda' ) ) );
		$this->assertStringContainsString( 'Lucía Martín', $this->section( $html, __( 'Shipping address', 'rueda' ) ) );
		$this->assertStringNotContainsString( __( 'Pickup at', 'rueda' ), $html );
	}

	public function test_the_confirmation_leaves_the_title_to_the_page_and_has_one_heading_saying_so(): void {
		[ $html ] = $this->confirm( false );

		$this->assertSame( 0, substr_count( $html, '>' . __( 'Order received', 'rueda' ) . '<' ), 'the page H1 says it (no duplicate heading)' );
		$this->assertStringContainsString( __( 'Thank you. Your order has been received.', 'rueda' ), $html );
	}

	public function test_the_checkout_page_is_titled_order_received_and_drops_its_intro_on_the_confirmation(): void {
		$page = wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_title'   => 'Finalizar compra',
				'post_content' => "<!-- wp:paragraph -->\n<p>Introduce tus datos de contacto.</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:rueda/checkout /-->",
			)
		);
		PageLinks::set_page_id( 'checkout', $page );
		[ , $body ]              = $this->confirm( false );
		$GLOBALS['wp_query']     = new \WP_Query( array( 'page_id' => $page ) );
		$GLOBALS['wp_the_query'] = $GLOBALS['wp_query'];
		$_GET                    = array(
			OrderReceived::QUERY_ARG => (string) $body['order_id'],
			'key'                    => $body['order_key'],
		);
		$GLOBALS['post']         = get_post( $page );

		$this->assertSame( __( 'Order received', 'rueda' ), get_the_title( $page ) );
		$this->assertStringContainsString( __( 'Order received', 'rueda' ), wp_get_document_title() );
		$content = apply_filters( 'the_content', get_post( $page )->post_content );
		$this->assertStringNotContainsString( 'Introduce tus datos', $content );
		$this->assertStringContainsString( 'rueda-order-received', $content );

		$_GET = array();
		$this->assertSame( 'Finalizar compra', get_the_title( $page ), 'the checkout itself keeps its title' );
		$this->assertStringContainsString( 'Introduce tus datos', apply_filters( 'the_content', get_post( $page )->post_content ) );
	}

	public function test_the_totals_table_has_no_empty_header_cell(): void {
		[ , $body ] = $this->confirm( false );
		$order      = OrderRoute::find_visible( (int) $body['order_id'], (string) $body['order_key'] );
		$table      = OrderDetails::table( $order );

		$this->assertDoesNotMatchRegularExpression( '#<th[^>]*>\s*</th>#', $table );
		$this->assertMatchesRegularExpression( '#<td colspan="2">[^<]*IVA|VAT[^<]*</td>#u', $table, 'the IVA note is a plain cell' );
	}
}

<?php
/**
 * The pickup schedule is the one source of the opening hours every page shows.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Workshop;

use Rueda\Blocks\WorkshopJsonLd;
use Rueda\Domain\Payments\Gateways\PayAtWorkshop;
use Rueda\Orders\Content\OrderNextSteps;

/**
 * The owner moves Saturday's closing time from 13:00 to 14:00 in Ajustes → Envío (the
 * shipping settings route); the footer's workshop details, the JSON-LD, the cart's pickup
 * option, a pickup order's next steps and its confirmation email all say 14:00, none 13:00.
 */
final class OneSetOfHoursTest extends AppointmentTestCase {

	private const PATH = '/rueda/v1/settings/shipping';

	private const DIRECTIONS = 'Entrada por la calle de la Industria; aparca delante del taller.';

	/**
	 * The page footer's hooks, put back after each test.
	 *
	 * @var \WP_Hook|null
	 */
	private ?\WP_Hook $footer_hooks = null;

	protected function set_up(): void {
		parent::set_up();
		// Only what this test's blocks ask the footer to print.
		$this->footer_hooks = isset( $GLOBALS['wp_filter']['wp_footer'] ) ? clone $GLOBALS['wp_filter']['wp_footer'] : null;
		remove_all_actions( 'wp_footer' );
	}

	protected function tear_down(): void {
		if ( $this->footer_hooks ) {
			$GLOBALS['wp_filter']['wp_footer'] = $this->footer_hooks; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- puts back what set_up() took.
		}
		parent::tear_down();
	}

	/**
	 * Saves Saturday 09:00-14:00 as the owner does, through the settings route.
	 */
	private function open_saturday_until_two(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$settings = $this->rest( 'GET', self::PATH )->get_data();
		$settings['pickup_locations'][0]['schedule']['hours'][5] = array(
			array(
				'start' => '09:00',
				'end'   => '14:00',
			),
		);
		$settings['pickup_locations'][0]['details']              = self::DIRECTIONS;

		$saved = $this->rest( 'POST', self::PATH, $settings );

		$this->assertSame( 200, $saved->get_status(), wp_json_encode( $saved->get_data() ) );
		wp_set_current_user( 0 );
	}

	/**
	 * Says Saturday closes at 14:00 and never that anything closes at 13:00.
	 *
	 * @param string $text  What a place shows.
	 * @param string $place Which place, for the failure message.
	 */
	private function assert_saturday_until_two( string $text, string $place ): void {
		$this->assertStringContainsString( '9:00–14:00', $text, $place );
		$this->assertStringNotContainsString( '13:00', $text, $place );
	}

	public function test_changing_the_schedule_changes_every_place_that_shows_hours(): void {
		$this->open_saturday_until_two();

		// The footer's workshop details.
		$footer = do_blocks( '<!-- wp:rueda/workshop-info /-->' );
		$this->assertStringContainsString( '<dt>Sábado</dt><dd>9:00–14:00</dd>', $footer );
		$this->assert_saturday_until_two( $footer, 'footer' );

		// The business's JSON-LD, printed once at the end of the page, however many blocks.
		do_blocks( '<!-- wp:rueda/workshop-info {"showHours":false} /-->' );
		ob_start();
		do_action( 'wp_footer' );
		do_action( 'wp_footer' );
		$this->assertSame( 1, preg_match_all( '#<script type="application/ld\+json">(.*?)</script>#s', (string) ob_get_clean(), $scripts ) );
		$business = json_decode( $scripts[1][0], true );
		$saturday = array_values( array_filter( $business['openingHoursSpecification'], static fn( array $entry ) => in_array( 'Saturday', $entry['dayOfWeek'], true ) ) );
		$this->assertSame( array( array( '09:00', '14:00' ) ), array_map( static fn( array $entry ) => array( $entry['opens'], $entry['closes'] ), $saturday ) );
		$this->assertStringNotContainsString( '13:00', $scripts[1][0] );

		// The cart's pickup option: the hours, then the directions.
		$this->add( self::TYRE );
		$rates  = array_column( $this->cart()['shipping_rates'][0]['shipping_rates'], null, 'rate_id' );
		$pickup = $rates['pickup_location:0'];
		$meta   = array_column( $pickup['meta_data'], 'value', 'key' );
		$this->assertContains( 'Sábado: 9:00–14:00', explode( "\n", $meta['pickup_hours'] ) );
		$this->assertSame( self::DIRECTIONS, $meta['pickup_details'] );
		$this->assertStringEndsWith( "\n" . self::DIRECTIONS, $pickup['description'] );
		$this->assert_saturday_until_two( (string) wp_json_encode( $pickup, JSON_UNESCAPED_UNICODE ), 'cart' );

		// A pickup order's next steps and its confirmation email.
		$this->pick_up();
		$payload = $this->payload(
			array(
				'payment_method' => PayAtWorkshop::ID,
				'payment_data'   => array(),
			)
		);
		unset( $payload['shipping_address'] );
		$response = $this->checkout( $payload );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$order = $this->order( (int) $response->get_data()['order_id'] );

		$next = OrderNextSteps::html( $order );
		$this->assertStringContainsString( '<dt>Sábado</dt><dd>9:00–14:00</dd>', $next );
		$this->assert_saturday_until_two( $next, 'next steps' );

		$email = $this->mails_to( 'lucia@example.test' );
		$this->assertCount( 1, $email );
		$this->assertStringContainsString( '<dt>Sábado</dt><dd>9:00–14:00</dd>', $email[0]['message'] );
		$this->assertStringNotContainsString( '–13:00', $email[0]['message'], 'email' );
	}

	public function test_the_json_ld_names_the_workshop_with_its_address_and_phone(): void {
		$document = WorkshopJsonLd::document( new \DateTimeImmutable( '2026-12-01', wp_timezone() ) );

		$this->assertSame( array( 'TireShop', 'AutoRepair' ), $document['@type'] );
		$this->assertSame( 'Neumáticos y Taller', $document['name'] );
		$this->assertSame( home_url( '/' ), $document['url'] );
		$this->assertSame( '+34 916 000 123', $document['telephone'] );
		$this->assertSame(
			array(
				'@type'           => 'PostalAddress',
				'streetAddress'   => 'Calle de la Industria, 24',
				'postalCode'      => '28923',
				'addressLocality' => 'Alcorcón',
				'addressRegion'   => 'Madrid',
				'addressCountry'  => 'ES',
			),
			$document['address']
		);
		$this->assertSame( array( '2026-12-08', '2026-12-25' ), array_column( $document['specialOpeningHoursSpecification'], 'validFrom' ) );
	}

	public function test_the_json_ld_cannot_close_its_script_element(): void {
		// The saved name is plain text already; an extension's filter may add anything.
		$evil = static fn( array $data ) => array( 'name' => '</script><script>alert(1)</script>' ) + $data;
		add_filter( 'rueda_workshop_json_ld', $evil );

		ob_start();
		WorkshopJsonLd::print();
		$html = (string) ob_get_clean();

		$this->assertSame( 1, substr_count( $html, '</script>' ) );
		$this->assertStringNotContainsString( '<script>alert', $html );
		$this->assertSame( '</script><script>alert(1)</script>', json_decode( substr( $html, strlen( '<script type="application/ld+json">' ), -strlen( '</script>' ) ), true )['name'] );
		remove_filter( 'rueda_workshop_json_ld', $evil );
	}

	public function test_a_pickup_row_shows_its_own_locations_hours(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$settings                          = $this->rest( 'GET', self::PATH )->get_data();
		$second                            = $settings['pickup_locations'][0];
		$second['name']                    = 'Almacén de Getafe';
		$second['details']                 = '';
		$second['schedule']['closed_days'] = array();
		$second['schedule']['hours']       = array_fill(
			0,
			7,
			array(
				array(
					'start' => '07:00',
					'end'   => '15:00',
				),
			)
		);
		$settings['pickup_locations'][]    = $second;
		$this->assertSame( 200, $this->rest( 'POST', self::PATH, $settings )->get_status() );
		wp_set_current_user( 0 );

		$this->add( self::TYRE );
		$rates = array_column( $this->cart()['shipping_rates'][0]['shipping_rates'], null, 'rate_id' );

		$this->assertSame( 'Lunes a domingo: 7:00–15:00', array_column( $rates['pickup_location:1']['meta_data'], 'value', 'key' )['pickup_hours'] );
		$this->assertStringStartsWith( 'Lunes a viernes: 8:30–13:30 y 15:30–19:30', array_column( $rates['pickup_location:0']['meta_data'], 'value', 'key' )['pickup_hours'] );
		$this->assertStringContainsString( 'Lunes a viernes', do_blocks( '<!-- wp:rueda/workshop-info /-->' ), 'the footer names the first location' );
	}
}

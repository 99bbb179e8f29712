<?php
/**
 * The consents an order needs: the terms and, for services, their early start.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\StoreApi;

use Rueda\Domain\Legal\ConsentRecord;
use Rueda\Domain\Orders\OrderStatus;
use Rueda\Settings\LegalSettings;
use Rueda\Tests\Workshop\BooksTheWorkshop;

/**
 * POST /checkout refuses an order missing a consent with a stable code, holding no stock;
 * what was given is recorded on the order with its time and shown on the admin's order.
 */
final class CheckoutConsentsTest extends CheckoutTestCase {

	use BooksTheWorkshop;

	private const SERVICE = 'SRV-EQUILIBRADO';

	/**
	 * A payload with these additional fields instead of the accepted terms.
	 *
	 * @param array<string,mixed> $fields Additional fields.
	 * @return array<string,mixed>
	 */
	private function with_fields( array $fields ): array {
		return $this->payload( array( 'additional_fields' => $fields ) );
	}

	/**
	 * A moment the test can compare: ISO 8601 in UTC, seconds.
	 *
	 * @param string $iso The recorded moment.
	 */
	private function assert_recent_utc( string $iso ): void {
		$this->assertMatchesRegularExpression( '/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/', $iso );
		$this->assertEqualsWithDelta( time(), strtotime( $iso ), 5 );
	}

	public function test_the_terms_are_required_by_default_and_an_order_without_them_is_refused_holding_nothing(): void {
		$this->add( self::TYRE );
		$stock = $this->stock( self::TYRE );

		foreach ( array( array(), array( 'rueda/terms' => false ), array( 'rueda/terms' => 'no' ) ) as $fields ) {
			$response = $this->checkout( $this->with_fields( $fields ) );

			$this->assertSame( 400, $response->get_status(), wp_json_encode( $fields ) );
			$this->assertSame( 'rueda_terms_required', $response->get_data()['code'] );
			$this->assertSame( array( 'additional_fields.rueda/terms' ), array_keys( $response->get_data()['data']['fields'] ) );
		}
		$this->assertSame( 0, $this->count_orders( OrderStatus::PENDING ) + $this->count_orders( OrderStatus::PROCESSING ), 'no order placed' );
		$this->assertSame( $stock, $this->stock( self::TYRE ), 'no stock taken' );
		$this->assertSame( array(), $this->mails );
	}

	public function test_accepting_the_terms_places_the_order_and_records_when(): void {
		$this->add( self::TYRE );

		$response = $this->checkout( $this->payload() );

		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$record = ConsentRecord::of( $this->order( $response->get_data()['order_id'] ) );
		$this->assert_recent_utc( $record['terms_accepted_at'] );
		$this->assertArrayNotHasKey( 'service_consent_at', $record, 'no services in the order' );
	}

	public function test_a_shop_that_turns_the_terms_off_takes_orders_without_them(): void {
		update_option( LegalSettings::OPTION, array( 'terms_required' => false ) );
		$this->add( self::TYRE );

		$response = $this->checkout( $this->with_fields( array() ) );

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( array(), ConsentRecord::of( $this->order( $response->get_data()['order_id'] ) ) );
	}

	public function test_an_order_with_a_service_needs_the_early_start_request(): void {
		$this->add( self::TYRE );
		$this->add( self::SERVICE );
		$stock = $this->stock( self::TYRE );

		$response = $this->checkout( $this->payload() );

		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'rueda_service_consent_required', $response->get_data()['code'] );
		$this->assertSame( array( 'additional_fields.rueda/service-consent' ), array_keys( $response->get_data()['data']['fields'] ) );
		$this->assertSame( $stock, $this->stock( self::TYRE ) );
		$this->assertSame( 0, $this->count_orders( OrderStatus::PROCESSING ) );
	}

	public function test_both_missing_names_both_fields_under_the_terms_code(): void {
		$this->add( self::SERVICE );

		$response = $this->checkout( $this->with_fields( array( 'rueda/service-consent' => false ) ) );

		$this->assertSame( 'rueda_terms_required', $response->get_data()['code'] );
		$this->assertSame( array( 'additional_fields.rueda/terms', 'additional_fields.rueda/service-consent' ), array_keys( $response->get_data()['data']['fields'] ) );
	}

	public function test_the_early_start_request_is_recorded_with_its_time_and_words_and_shown_to_the_shop(): void {
		$this->add( self::TYRE );
		$this->add( self::SERVICE );

		$response = $this->checkout(
			$this->with_fields(
				array(
					'rueda/terms'           => true,
					'rueda/service-consent' => true,
				)
			)
		);

		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$id     = $response->get_data()['order_id'];
		$record = ConsentRecord::of( $this->order( $id ) );
		$this->assert_recent_utc( $record['service_consent_at'] );
		$this->assert_recent_utc( $record['terms_accepted_at'] );
		$this->assertSame( ConsentRecord::service_consent_text(), $record['service_consent_text'] );

		wp_set_current_user( $this->create_user( 'administrator' ) );
		$shown = $this->rest( 'GET', "/rueda/v1/orders/{$id}" )->get_data()['legal_consents'];
		$this->assertSame(
			array( __( 'Terms and privacy policy accepted', 'rueda' ), __( 'Services requested within the withdrawal period', 'rueda' ) ),
			array_column( $shown, 'label' )
		);
		$this->assertSame( $record['service_consent_at'], $shown[1]['date_gmt'] );
		$this->assertSame( wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), strtotime( $record['service_consent_at'] ) ), $shown[1]['date'] );
		$this->assertSame( ConsentRecord::service_consent_text(), $shown[1]['text'] );
	}

	public function test_a_request_for_services_is_not_recorded_on_an_order_without_them(): void {
		$this->add( self::TYRE );

		$response = $this->checkout(
			$this->with_fields(
				array(
					'rueda/terms'           => true,
					'rueda/service-consent' => true,
				)
			)
		);

		$this->assertArrayNotHasKey( 'service_consent_at', ConsentRecord::of( $this->order( $response->get_data()['order_id'] ) ) );
	}

	public function test_an_extension_may_say_an_order_has_services(): void {
		$this->add( self::TYRE );
		add_filter( 'rueda_order_has_services', '__return_true' );

		$response = $this->checkout( $this->payload() );

		remove_filter( 'rueda_order_has_services', '__return_true' );
		$this->assertSame( 'rueda_service_consent_required', $response->get_data()['code'] );
	}

	public function test_a_refused_order_goes_through_once_the_request_is_given_as_text(): void {
		$this->add( self::SERVICE );
		$refused = $this->checkout( $this->payload() );
		$this->assertSame( 'rueda_service_consent_required', $refused->get_data()['code'] );

		$placed = $this->checkout(
			$this->booked_payload(
				array(
					'additional_fields' => array(
						'rueda/terms'           => 'true',
						'rueda/service-consent' => '1',
					),
				)
			)
		);

		$this->assertSame( 200, $placed->get_status(), wp_json_encode( $placed->get_data() ) );
		$order = $this->order( $placed->get_data()['order_id'] );
		$this->assertArrayHasKey( 'service_consent_at', ConsentRecord::of( $order ) );
		$this->assertSame(
			array(
				'rueda/terms'           => 'true',
				'rueda/service-consent' => '1',
			),
			array_intersect_key( (array) $order->meta( 'additional_fields' ), array_flip( array( 'rueda/terms', 'rueda/service-consent' ) ) ),
			'namespaced keys keep their slash'
		);
	}
}

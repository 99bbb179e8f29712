<?php
/**
 * The withdrawal information and model form of the order confirmation email.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Content;

use Rueda\Settings\CompanySettings;
use Rueda\Settings\LegalSettings;
use Rueda\Settings\WorkshopSettings;
use Rueda\Tests\StoreApi\CheckoutTestCase;
use Rueda\Tests\Workshop\BooksTheWorkshop;

/**
 * Read from the emails wp_mail was asked to send (captured, not sent).
 */
final class WithdrawalInformationTest extends CheckoutTestCase {

	use BooksTheWorkshop;

	protected function set_up(): void {
		parent::set_up();
		// The workshop's details name the shop until its legal details are set.
		delete_option( CompanySettings::OPTION );
		update_option(
			WorkshopSettings::OPTION,
			( new WorkshopSettings() )->sanitize(
				array(
					'name'      => 'Neumáticos Ejemplo S.L.',
					'address_1' => 'Calle de la Industria, 24',
					'postcode'  => '28923',
					'city'      => 'Alcorcón',
					'state'     => 'M',
					'country'   => 'ES',
					'phone'     => '+34 916 000 123',
					'email'     => 'taller@ejemplo.test',
				)
			)
		);
	}

	/**
	 * Places an order; returns the customer's and the shop's emails.
	 *
	 * @param string[]            $skus   Products.
	 * @param array<string,mixed> $fields Additional fields.
	 * @return array{0:array<string,mixed>,1:array<string,mixed>}
	 */
	private function place( array $skus, array $fields = array( 'rueda/terms' => true ) ): array {
		foreach ( $skus as $sku ) {
			$this->add( $sku );
		}
		// Services are done at the workshop: their order books a time there.
		$changes  = array( 'additional_fields' => $fields );
		$response = $this->checkout( isset( $fields['rueda/service-consent'] ) ? $this->booked_payload( $changes ) : $this->payload( $changes ) );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$this->assertCount( 2, $this->mails );
		$this->assertSame( 'lucia@example.test', $this->mails[0]['to'] );
		return $this->mails;
	}

	/**
	 * An email's text as a reader sees it.
	 *
	 * @param array<string,mixed> $mail Email.
	 */
	private function text( array $mail ): string {
		return html_entity_decode( wp_strip_all_tags( (string) $mail['message'] ), ENT_QUOTES );
	}

	public function test_the_confirmation_tells_the_right_of_withdrawal_and_whom_to_tell(): void {
		[ $customer, $shop ] = $this->place( array( self::TYRE ) );
		$text                = $this->text( $customer );

		$this->assertStringContainsString( __( 'Right of withdrawal', 'rueda' ), $text );
		$this->assertStringContainsString( __( 'You have the right to withdraw from this contract within 14 calendar days without giving any reason. For goods, the period ends 14 days after the day on which you, or a third party other than the carrier indicated by you, acquire physical possession of them; for services, 14 days after the day the contract is concluded.', 'rueda' ), $text );
		$contact = 'Neumáticos Ejemplo S.L., Calle de la Industria, 24, 28923 Alcorcón, Madrid, España, taller@ejemplo.test, +34 916 000 123';
		/* translators: %s: the shop's name, postal address, email and phone. */
		$this->assertStringContainsString( sprintf( __( 'To exercise it, tell us of your decision to withdraw by an unequivocal statement (for example, a letter sent by post or an email) to: %s. You may use the model withdrawal form below, but it is not obligatory. To meet the withdrawal deadline, it is sufficient for you to send your communication before the withdrawal period has expired.', 'rueda' ), $contact ), $text );
		$this->assertStringContainsString( __( 'Services: if you asked for a service to be provided within the withdrawal period, you lose your right of withdrawal once the service has been fully performed; if you withdraw before that, you pay us an amount in proportion to what has been provided until you told us of your withdrawal.', 'rueda' ), $text, 'the exception for services' );
		$this->assertStringNotContainsString( __( 'Right of withdrawal', 'rueda' ), $this->text( $shop ), 'the shop\'s notice has none' );
	}

	public function test_the_confirmation_carries_the_model_withdrawal_form_addressed_to_the_shop(): void {
		[ $customer ] = $this->place( array( self::TYRE ) );
		$text         = $this->text( $customer );

		$form = array(
			__( 'Model withdrawal form', 'rueda' ),
			__( '(complete and return this form only if you wish to withdraw from the contract)', 'rueda' ),
			/* translators: %s: the shop's name, postal address and email. */
			sprintf( __( 'To: %s', 'rueda' ), 'Neumáticos Ejemplo S.L., Calle de la Industria, 24, 28923 Alcorcón, Madrid, España, taller@ejemplo.test' ),
			__( 'I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale of the following goods (*)/for the provision of the following service (*):', 'rueda' ),
			__( 'Ordered on (*)/received on (*):', 'rueda' ),
			__( 'Name of consumer(s):', 'rueda' ),
			__( 'Address of consumer(s):', 'rueda' ),
			__( 'Signature of consumer(s) (only if this form is notified on paper):', 'rueda' ),
			__( 'Date:', 'rueda' ),
			__( '(*) Delete as appropriate.', 'rueda' ),
		);
		$at   = 0;
		foreach ( $form as $line ) {
			$found = strpos( $text, $line, $at );
			$this->assertNotFalse( $found, $line );
			$at = $found + strlen( $line );
		}
		$this->assertStringContainsString( '<div class="rueda-withdrawal-form"', (string) $customer['message'] );
	}

	public function test_the_form_names_the_company_once_its_legal_details_are_set(): void {
		update_option(
			CompanySettings::OPTION,
			array(
				'legal_name'         => 'Neumáticos Ejemplo Sociedad Limitada',
				'tax_id'             => 'B76543214',
				'registered_address' => 'Avenida de Europa, 1, 28108 Alcobendas (Madrid)',
			)
		);

		[ $customer ] = $this->place( array( self::TYRE ) );

		/* translators: %s: the shop's name, postal address and email. */
		$this->assertStringContainsString( sprintf( __( 'To: %s', 'rueda' ), 'Neumáticos Ejemplo Sociedad Limitada (NIF B76543214), Avenida de Europa, 1, 28108 Alcobendas (Madrid), taller@ejemplo.test' ), $this->text( $customer ) );
	}

	public function test_an_order_with_services_reminds_when_their_early_start_was_asked_for(): void {
		[ $customer ] = $this->place(
			array( 'SRV-EQUILIBRADO' ),
			array(
				'rueda/terms'           => true,
				'rueda/service-consent' => true,
			)
		);

		$this->assertMatchesRegularExpression(
			/* translators: %s: date and time the shopper asked for the services to start. */
			'/' . preg_quote( explode( '%s', __( 'You made that request when placing this order, on %s.', 'rueda' ) )[0], '/' ) . '.*' . preg_quote( wp_date( (string) get_option( 'date_format' ) ), '/' ) . '/',
			$this->text( $customer )
		);
	}

	public function test_a_tyre_order_does_not_mention_a_request_it_never_had(): void {
		[ $customer ] = $this->place( array( self::TYRE ) );

		/* translators: %s: date and time the shopper asked for the services to start. */
		$this->assertStringNotContainsString( explode( '%s', __( 'You made that request when placing this order, on %s.', 'rueda' ) )[0], $this->text( $customer ) );
	}

	public function test_the_shop_may_leave_the_information_out(): void {
		update_option( LegalSettings::OPTION, array( 'withdrawal_info' => false ) );

		[ $customer ] = $this->place( array( self::TYRE ) );

		$this->assertStringNotContainsString( __( 'Right of withdrawal', 'rueda' ), $this->text( $customer ) );
		$this->assertStringNotContainsString( __( 'Model withdrawal form', 'rueda' ), $this->text( $customer ) );
	}

	public function test_the_shop_details_are_escaped_and_fall_back_to_the_sites(): void {
		update_option( WorkshopSettings::OPTION, array( 'name' => '' ) + WorkshopSettings::defaults() );
		add_filter( 'rueda_legal_identity', array( $this, 'hostile_address' ) );

		[ $customer ] = $this->place( array( self::TYRE ) );

		remove_filter( 'rueda_legal_identity', array( $this, 'hostile_address' ) );
		$this->assertStringNotContainsString( '<script>', (string) $customer['message'] );
		$this->assertStringContainsString( wp_specialchars_decode( get_bloginfo( 'name' ), ENT_QUOTES ) . ', <b>Calle</b>', $this->text( $customer ) );
		$this->assertStringContainsString( get_option( 'admin_email' ), $this->text( $customer ), 'the admin email when the workshop has none' );
	}

	/**
	 * An address holding markup, through the identity filter.
	 *
	 * @param array<string,string> $identity Identity.
	 * @return array<string,string>
	 */
	public function hostile_address( array $identity ): array {
		return array( 'address' => '<b>Calle</b> <script>alert(1)</script>' ) + $identity;
	}
}

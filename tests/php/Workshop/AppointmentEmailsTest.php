<?php
/**
 * The appointment on the confirmation, in the order emails and in their calendar file.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Workshop;

use Rueda\Domain\Workshop\AppointmentManager;
use Rueda\Orders\Content\OrderReceived;
use Rueda\Storage\AppointmentTable;

/**
 * Emails are captured (pre_wp_mail) with the contents of their attachments.
 */
final class AppointmentEmailsTest extends AppointmentTestCase {

	private const WORKSHOP = 'Taller Neumáticos y Taller (Alcorcón)';

	/**
	 * Places an order of a pre-ITV check collected on the next Thursday at a time.
	 *
	 * @param string $time H:i.
	 * @return array{0:int,1:string} Order id and the Thursday.
	 */
	private function place( string $time = '10:00' ): array {
		$this->add( self::TYRE );
		$this->add( self::SERVICE );
		$this->deliver_to_madrid();
		$this->pick_up();
		$thursday = $this->next( 'thursday' );
		$response = $this->checkout( $this->booking( $this->iso( "$thursday $time" ) ) );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		return array( $response->get_data()['order_id'], $thursday );
	}

	/**
	 * The unfolded properties of a calendar file.
	 *
	 * @return array<string,string>
	 */
	private function properties( string $ics ): array {
		$properties = array();
		foreach ( explode( "\r\n", trim( str_replace( "\r\n ", '', $ics ) ) ) as $line ) {
			[ $name, $value ]      = explode( ':', $line, 2 );
			$properties[ $name ] ??= $value;
		}
		return $properties;
	}

	public function test_the_order_emails_show_the_appointment_and_attach_its_calendar_file(): void {
		[ $order, $thursday ] = $this->place();

		$customer = $this->mails_to( 'lucia@example.test' );
		$this->assertCount( 1, $customer );
		$this->assertStringContainsString( 'Cita en el taller: ' . $this->spanish_day( $thursday ) . ', 10:00, ' . self::WORKSHOP, $customer[0]['message'] );
		$this->assertSame( array( 'cita-taller.ics' ), array_keys( $customer[0]['attachments'] ) );
		$this->assertFileDoesNotExist( $customer[0]['attachments']['cita-taller.ics'], 'the temporary file is deleted once sent' );
		$ics = $this->properties( $customer[0]['attached']['cita-taller.ics'] );
		$this->assertSame( gmdate( 'Ymd\THis\Z', ( new \DateTimeImmutable( "$thursday 10:00", wp_timezone() ) )->getTimestamp() ), $ics['DTSTART'] );
		$this->assertSame( gmdate( 'Ymd\THis\Z', ( new \DateTimeImmutable( "$thursday 10:30", wp_timezone() ) )->getTimestamp() ), $ics['DTEND'] );
		$this->assertSame( "rueda-appointment-{$order}@localhost", $ics['UID'] );
		$this->assertStringStartsWith( 'Cita en el taller\, pedido n.º ', $ics['SUMMARY'] );
		$this->assertStringStartsWith( 'Taller Neumáticos y Taller (Alcorcón)\, Calle de la Industria', $ics['LOCATION'] );

		$shop = $this->mails_to( (string) get_option( 'admin_email' ) );
		$this->assertStringContainsString( $this->spanish_day( $thursday ) . ', 10:00', $shop[0]['message'], 'the shop reads it too' );
		$this->assertStringContainsString( 'Matrícula: 1234 BCD', $shop[0]['message'], 'with the car the workshop expects' );
		$this->assertStringContainsString( 'Matrícula: 1234 BCD', $customer[0]['message'], 'which the customer can check' );
	}

	public function test_the_appointment_names_the_car_on_the_confirmation(): void {
		$this->add( self::SERVICE );
		$payload                      = $this->booking( $this->iso( $this->next( 'thursday' ) . ' 10:00' ) );
		$payload['additional_fields'] = array(
			'rueda/plate'   => 'm 1234 ab',
			'rueda/vehicle' => 'Seat <b>León</b> 2018 1.5 TSI',
		) + $payload['additional_fields'];
		$response                     = $this->checkout( $payload );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );

		$html = OrderReceived::html( $this->order( $response->get_data()['order_id'] ) );

		$this->assertStringContainsString( 'Matrícula: M-1234-AB · Vehículo: Seat León 2018 1.5 TSI', $html );
	}

	public function test_the_confirmation_page_shows_the_appointment(): void {
		[ $order, $thursday ] = $this->place( '16:30' );

		$html = OrderReceived::html( $this->order( $order ) );

		$this->assertStringContainsString( 'Cita en el taller: ' . $this->spanish_day( $thursday ) . ', 16:30, ' . self::WORKSHOP, $html );
		$this->assertStringContainsString( 'Calle de la Industria, 24, 28923 Alcorcón, Madrid', $html );
	}

	public function test_a_delivered_order_has_no_appointment_in_its_emails(): void {
		$this->add( self::TYRE );
		$this->deliver_to_madrid();
		$this->assertSame( 200, $this->checkout( $this->payload() )->get_status() );

		$customer = $this->mails_to( 'lucia@example.test' );
		$this->assertSame( array(), $customer[0]['attachments'] );
		$this->assertStringNotContainsString( 'Cita en el taller', $customer[0]['message'] );
	}

	public function test_a_moved_appointment_is_emailed_with_a_new_calendar_file_that_replaces_the_first(): void {
		[ $order, $thursday ] = $this->place();
		$first                = $this->properties( $this->mails_to( 'lucia@example.test' )[0]['attached']['cita-taller.ics'] );
		$this->mails          = array();
		$id                   = ( new AppointmentTable() )->for_order( $order )['id'];

		( new AppointmentManager() )->move( $id, new \DateTimeImmutable( "$thursday 17:00", wp_timezone() ) );

		$mails = $this->mails_to( 'lucia@example.test' );
		$this->assertCount( 1, $mails );
		$this->assertStringContainsString( 'ha cambiado', $mails[0]['subject'] );
		$this->assertStringContainsString( $this->spanish_day( $thursday ) . ' a las 10:00', $mails[0]['message'], 'the old time' );
		$this->assertStringContainsString( 'Cita en el taller: ' . $this->spanish_day( $thursday ) . ', 17:00, ' . self::WORKSHOP, $mails[0]['message'] );
		$moved = $this->properties( $mails[0]['attached']['cita-taller.ics'] );
		$this->assertSame( $first['UID'], $moved['UID'], 'the same event' );
		$this->assertSame( '1', $moved['SEQUENCE'] );
		$this->assertSame( gmdate( 'Ymd\THis\Z', ( new \DateTimeImmutable( "$thursday 17:00", wp_timezone() ) )->getTimestamp() ), $moved['DTSTART'] );
		$this->assertFileDoesNotExist( $mails[0]['attachments']['cita-taller.ics'] );
	}

	public function test_a_cancelled_appointment_is_emailed_without_a_calendar_file(): void {
		[ $order, $thursday ] = $this->place();
		$this->mails          = array();

		( new AppointmentManager() )->cancel( ( new AppointmentTable() )->for_order( $order )['id'] );

		$mails = $this->mails_to( 'lucia@example.test' );
		$this->assertCount( 1, $mails );
		$this->assertStringContainsString( 'cancelada', $mails[0]['subject'] );
		$this->assertStringContainsString( '<del>Cita en el taller: ' . $this->spanish_day( $thursday ) . ', 10:00', $mails[0]['message'] );
		$this->assertSame( array(), $mails[0]['attachments'] );
		$this->assertStringNotContainsString( 'Cita en el taller', OrderReceived::html( $this->order( $order ) ), 'the confirmation no longer shows it' );
	}
}

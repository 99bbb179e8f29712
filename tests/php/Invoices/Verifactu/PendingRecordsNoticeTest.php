<?php
/**
 * The warning of records that cannot reach the AEAT, and the queue's route.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Invoices\Verifactu;

use Rueda\Admin\Capabilities;
use Rueda\Domain\Invoices\Verifactu\InvoiceRecord;
use Rueda\Domain\Invoices\Verifactu\Submission\QueueState;
use Rueda\Domain\Invoices\Verifactu\Submission\SubmissionQueue;
use Rueda\Invoices\Admin\PendingRecordsNotice;
use Rueda\Invoices\Verifactu\AeatClient;
use Rueda\Storage\Schema;
use Rueda\Tests\Invoices\Verifactu\Xml\RunsAeatSimulator;
use Rueda\Tests\TestCase;

/**
 * Records of the queue test's NIF; a send to a closed port fails, the stand-in of bin/
 * (reached through RUEDA_AEAT_ENDPOINT, as the demo does) takes them afterwards.
 */
final class PendingRecordsNoticeTest extends TestCase {

	use RunsAeatSimulator;

	protected function set_up(): void {
		parent::set_up();
		self::reset_aeat();
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'UPDATE %i SET submission_state = %s', Schema::table( Schema::RECORDS ), InvoiceRecord::CORRECT ) );
		delete_option( QueueState::OPTION );
		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
		putenv( 'RUEDA_AEAT_ENDPOINT=' . self::aeat_url() . self::$aeat_path );
	}

	protected function tear_down(): void {
		putenv( 'RUEDA_AEAT_ENDPOINT' );
		set_current_screen( 'front' );
		parent::tear_down();
	}

	public function test_the_dashboard_shows_how_many_records_wait_and_the_last_error_until_they_go(): void {
		SubmissionQueueTest::make_records( 3 );
		wp_set_current_user( $this->create_user( Capabilities::ROLE ) );
		set_current_screen( 'dashboard' );
		$this->assertSame( '', $this->notice(), 'records waiting their turn are no warning' );

		$this->fail_a_send();

		$notice = $this->notice();
		$this->assertStringContainsString( '3 registros de facturación esperan su envío a la AEAT.', $notice );
		$this->assertStringContainsString( 'No se ha podido conectar con la AEAT', $notice );
		$this->assertStringContainsString( 'name="action" value="' . PendingRecordsNotice::ACTION . '"', $notice );
		$this->assertStringContainsString( 'name="_wpnonce"', $notice );

		set_current_screen( 'toplevel_page_rueda' );
		$this->assertStringContainsString( '3 registros de facturación', $this->notice(), 'on Rueda’s screens' );
		set_current_screen( 'edit-post' );
		$this->assertSame( '', $this->notice(), 'not on every screen' );
		set_current_screen( 'dashboard' );
		wp_set_current_user( $this->create_user( 'editor' ) );
		$this->assertSame( '', $this->notice(), 'only for those who run the shop' );

		wp_set_current_user( $this->create_user( Capabilities::ROLE ) );
		$response = $this->rest( 'POST', '/rueda/v1/verifactu/queue' );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame( 3, $response->get_data()['sent']['records'], 'Send now' );
		$this->assertSame( 0, $response->get_data()['waiting'] );
		$this->assertNull( $response->get_data()['warning'] );
		$this->assertSame( 'S', self::aeat_state()['submissions'][0]['incidencia'] );
		$this->assertSame( '', $this->notice(), 'gone once they went' );
	}

	public function test_the_queue_route_answers_the_warning_to_those_who_run_the_shop_only(): void {
		SubmissionQueueTest::make_records( 2 );
		$this->fail_a_send();
		$this->assertSame( 401, $this->rest( 'POST', '/rueda/v1/verifactu/queue' )->get_status() );
		wp_set_current_user( $this->create_user( 'editor' ) );
		$this->assertSame( 403, $this->rest( 'GET', '/rueda/v1/verifactu/queue' )->get_status() );
		$this->assertSame( array(), self::aeat_state()['submissions'] );

		wp_set_current_user( $this->create_user( Capabilities::ROLE ) );
		$data = $this->rest( 'GET', '/rueda/v1/verifactu/queue' )->get_data();
		$this->assertSame( 2, $data['waiting'] );
		$this->assertSame( 2, $data['warning']['waiting'] );
		$this->assertStringContainsString( 'No se ha podido conectar con la AEAT', $data['warning']['error'] );
	}

	/**
	 * A send that finds the AEAT closed, after the first wait.
	 */
	private function fail_a_send(): void {
		QueueState::save( SubmissionQueueTest::NIF, array( 'next_at' => time() - 1 ) );
		( new SubmissionQueue( new AeatClient( 'http://localhost:1' . self::$aeat_path ) ) )->run();
		$this->assertSame( 1, QueueState::of( SubmissionQueueTest::NIF )['failures'] );
	}

	/**
	 * What the admin notices print.
	 */
	private function notice(): string {
		ob_start();
		( new PendingRecordsNotice() )->render();
		return (string) ob_get_clean();
	}
}

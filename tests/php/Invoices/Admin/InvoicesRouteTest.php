<?php
/**
 * The owner's list of invoices and their annulment over rueda/v1.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Invoices\Admin;

use Rueda\Domain\Invoices\Verifactu\Annulments;
use Rueda\Storage\OrderStore;
use Rueda\Storage\Schema;
use Rueda\Tests\Invoices\Verifactu\RecordsTestCase;

/**
 * GET /rueda/v1/invoices (filters, search, pages, permissions) and
 * POST /rueda/v1/invoices/{kind}/{id}/annulment. Invoices are issued in 2048 so that a
 * search by number finds only the test's own.
 */
final class InvoicesRouteTest extends RecordsTestCase {

	/**
	 * A GET of the list.
	 *
	 * @param array<string,mixed> $query Query.
	 */
	private function list( array $query = array() ): \WP_REST_Response {
		$request = new \WP_REST_Request( 'GET', '/rueda/v1/invoices' );
		$request->set_query_params( $query );
		return rest_do_request( $request );
	}

	/**
	 * The numbers of a list's rows.
	 *
	 * @param \WP_REST_Response $response List.
	 * @return list<string>
	 */
	private static function numbers( \WP_REST_Response $response ): array {
		return array_column( $response->get_data(), 'number' );
	}

	public function test_a_shop_manager_sees_an_invoice_with_its_record_state_csv_and_qr_code(): void {
		$invoice = $this->invoiced( true, self::madrid( '2048-03-01 10:00:00' ) );
		$this->as_manager();

		$response = $this->list( array( 'search' => 'f2048-1' ) );

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( '1', $response->get_headers()['X-WP-Total'] );
		[ $row ] = $response->get_data();
		$this->assertSame( 'invoice', $row['kind'] );
		$this->assertSame( $invoice->order_id, $row['id'] );
		$this->assertSame( 'F2048-000001', $row['number'] );
		$this->assertSame( '2048-03-01T10:00:00+01:00', $row['date'] );
		$this->assertSame( 'F1', $row['type'] );
		$this->assertSame( array( 'Carrera S.L.', 'B12345674' ), array( $row['customer'], $row['tax_id'] ) );
		$this->assertSame( 60000, $row['total'] );
		$this->assertSame( 'pendiente', $row['state'] );
		$this->assertSame( array( '', '' ), array( $row['csv'], $row['error'] ) );
		$this->assertStringContainsString( 'nif=B76543214&numserie=F2048-000001&fecha=01-03-2048&importe=600.00', (string) $row['qr'] );
		$order = ( new OrderStore() )->get( $invoice->order_id );
		$this->assertStringContainsString( 'rueda-invoice=' . $invoice->order_id, $row['url'] );
		$this->assertStringContainsString( 'key=' . $order->key(), $row['url'] );
	}

	public function test_the_aeat_answer_gives_the_state_the_csv_code_and_the_error(): void {
		$invoice = $this->invoiced( false, self::madrid( '2048-03-01 10:00:00' ) );
		global $wpdb;
		$wpdb->update(
			Schema::table( Schema::RECORDS ),
			array(
				'submission_state' => 'aceptado_con_errores',
				'aeat_csv'         => 'A-Y2KCSVXYZ',
				'aeat_answer'      => wp_json_encode(
					array(
						// As the submission queue keeps each record's answer line.
						'status'      => 'AceptadoConErrores',
						'code'        => '1237',
						'description' => 'El valor del campo CalificacionOperacion es incorrecto.',
					)
				),
			),
			array( 'id' => $this->alta( $invoice )->id )
		);
		$this->as_manager();

		[ $row ] = $this->list( array( 'search' => 'FS2048-000001' ) )->get_data();

		$this->assertSame( array( 'F2', 'aceptado_con_errores', 'A-Y2KCSVXYZ' ), array( $row['type'], $row['state'], $row['csv'] ) );
		$this->assertSame( '1237: El valor del campo CalificacionOperacion es incorrecto.', $row['error'] );
	}

	public function test_filters_by_state_and_type_and_searches_by_nif(): void {
		$full       = $this->invoiced( true, self::madrid( '2048-03-01 10:00:00' ) );
		$simplified = $this->invoiced( false, self::madrid( '2048-03-02 10:00:00' ) );
		$refund     = $this->refund_a_tyre( ( new OrderStore() )->get( $full->order_id ) );
		( new Annulments() )->annul( Schema::INVOICES, $simplified->order_id, 'Pedido de prueba' );
		$this->as_manager();

		$annulled = $this->list(
			array(
				'search' => 'FS2048-1',
				'state'  => array( 'anulada' ),
			)
		);
		$this->assertSame( array( 'FS2048-000001' ), self::numbers( $annulled ) );
		$this->assertSame( 'Pedido de prueba', $annulled->get_data()[0]['annulment_reason'] );
		$this->assertSame(
			array(),
			self::numbers(
				$this->list(
					array(
						'search' => 'FS2048-1',
						'state'  => array( 'pendiente' ),
					)
				)
			)
		);

		$by_nif = $this->list( array( 'search' => 'b-12345674' ) );
		$this->assertContains( $full->number(), self::numbers( $by_nif ) );
		$this->assertContains( $refund->number(), self::numbers( $by_nif ) );
		$this->assertNotContains( $simplified->number(), self::numbers( $by_nif ), 'a simplified invoice has no NIF' );

		$rectifications = $this->list(
			array(
				'search' => 'B12345674',
				'type'   => array( 'R1' ),
			)
		);
		$this->assertContains( $refund->number(), self::numbers( $rectifications ) );
		$this->assertSame( array( 'R1' ), array_values( array_unique( array_column( $rectifications->get_data(), 'type' ) ) ) );
		$row = $rectifications->get_data()[ array_search( $refund->number(), self::numbers( $rectifications ), true ) ];
		$this->assertSame( array( 'rectification', $refund->refund_id, -10000 ), array( $row['kind'], $row['id'], $row['total'] ) );
		$this->assertStringContainsString( 'rectification=' . $refund->refund_id, $row['url'] );
	}

	public function test_pages_run_newest_first(): void {
		$first  = $this->invoiced( true, self::madrid( '2048-03-01 10:00:00' ) );
		$second = $this->invoiced( true, self::madrid( '2048-03-02 10:00:00' ) );
		$third  = $this->invoiced( true, self::madrid( '2048-03-03 10:00:00' ) );
		$this->as_manager();
		$query = array(
			'search'   => 'B12345674',
			'type'     => array( 'F1' ),
			'per_page' => 2,
		);

		$page_one = $this->list( $query );
		$page_two = $this->list( array( 'page' => 2 ) + $query );

		$this->assertSame( array( $third->number(), $second->number() ), self::numbers( $page_one ) );
		$this->assertSame( $first->number(), self::numbers( $page_two )[0] );
		$total = (int) $page_one->get_headers()['X-WP-Total'];
		$this->assertGreaterThanOrEqual( 3, $total );
		$this->assertSame( (string) (int) ceil( $total / 2 ), $page_one->get_headers()['X-WP-TotalPages'] );
		$this->assertSame( array(), $this->list( array( 'page' => 999 ) + $query )->get_data() );
	}

	public function test_only_those_who_manage_the_shop_see_the_list(): void {
		$this->invoiced( true, self::madrid( '2048-03-01 10:00:00' ) );

		$this->assertSame( 401, $this->list()->get_status() );
		wp_set_current_user( $this->create_user( 'customer' ) );
		$refused = $this->list();
		$this->assertSame( array( 403, 'rest_forbidden' ), array( $refused->get_status(), $refused->get_data()['code'] ) );
		$this->assertSame( 403, $this->rest( 'GET', '/rueda/v1/invoice-records/chain' )->get_status() );
		$this->assertSame( 403, $this->rest( 'GET', '/rueda/v1/invoice-records/export' )->get_status() );
		$this->assertSame( 403, $this->rest( 'POST', '/rueda/v1/invoices/invoice/1/annulment', array( 'reason' => 'x' ) )->get_status() );
	}

	public function test_unknown_filters_are_refused(): void {
		$this->as_manager();

		$refused = $this->list( array( 'state' => array( 'borrada' ) ) );

		$this->assertSame( array( 400, 'rest_invalid_param' ), array( $refused->get_status(), $refused->get_data()['code'] ) );
		$this->assertSame( 400, $this->list( array( 'type' => array( 'F9' ) ) )->get_status() );
	}

	public function test_the_owner_annuls_an_invoice_with_a_reason_once(): void {
		$invoice = $this->invoiced( false, self::madrid( '2048-03-01 10:00:00' ) );
		$alta    = $this->alta( $invoice );
		$this->as_manager();
		$path = '/rueda/v1/invoices/invoice/' . $invoice->order_id . '/annulment';

		$no_reason = $this->rest( 'POST', $path, array( 'reason' => '   ' ) );
		$this->assertSame( array( 400, 'rueda_annulment_reason_required' ), array( $no_reason->get_status(), $no_reason->get_data()['code'] ) );

		$annulled = $this->rest( 'POST', $path, array( 'reason' => 'Emitida por error' ) );
		$this->assertSame( 201, $annulled->get_status() );
		$this->assertSame(
			array(
				'number'   => $invoice->number(),
				'position' => $alta->position + 1,
				'state'    => 'anulada',
				'reason'   => 'Emitida por error',
			),
			$annulled->get_data()
		);
		$this->assertSame( 'anulada', $this->list( array( 'search' => $invoice->number() ) )->get_data()[0]['state'] );

		$again = $this->rest( 'POST', $path, array( 'reason' => 'Otra vez' ) );
		$this->assertSame( array( 409, 'rueda_invoice_already_annulled' ), array( $again->get_status(), $again->get_data()['code'] ) );
		$missing = $this->rest( 'POST', '/rueda/v1/invoices/rectification/999999999/annulment', array( 'reason' => 'Error' ) );
		$this->assertSame( array( 404, 'rueda_invoice_not_recorded' ), array( $missing->get_status(), $missing->get_data()['code'] ) );
	}
}

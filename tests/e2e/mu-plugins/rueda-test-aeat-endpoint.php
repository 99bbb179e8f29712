<?php
/**
 * Plugin Name: Rueda test: the AEAT at the local stand-in
 * Description: Test-only. The VERI*FACTU queue sends to the AEAT stand-in a spec starts at
 * the site's port + 1 (bin/aeat-simulator.php), and POST rueda-test/v1/verifactu/wait-over
 * lets the AEAT's wait pass at once (as if the clock had moved on), for whoever manages
 * options.
 *
 * @package Rueda\Tests
 */

defined( 'ABSPATH' ) || exit;

use Rueda\Domain\Invoices\Verifactu\Submission\QueueState;
use Rueda\Domain\Invoices\Verifactu\Submission\SubmissionQueue;
use Rueda\Storage\InvoiceRecordTable;

define( 'RUEDA_AEAT_ENDPOINT', 'http://localhost:' . ( (int) wp_parse_url( home_url(), PHP_URL_PORT ) + 1 ) . '/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP' );

add_action(
	'rest_api_init',
	static function (): void {
		register_rest_route(
			'rueda-test/v1',
			'/verifactu/wait-over',
			array(
				'methods'             => 'POST',
				'callback'            => static function (): array {
					$issuers = ( new InvoiceRecordTable() )->issuers_to_send( SubmissionQueue::MAX_ANSWERS );
					foreach ( $issuers as $nif ) {
						QueueState::save( $nif, array( 'next_at' => time() - 1 ) + QueueState::of( $nif ) );
					}
					return $issuers;
				},
				'permission_callback' => static fn() => current_user_can( 'manage_options' ),
			)
		);
	}
);

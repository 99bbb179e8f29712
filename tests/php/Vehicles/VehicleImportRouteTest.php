<?php
/**
 * The vehicles screen's preview and import routes.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Vehicles;

use Rueda\Admin\Capabilities;
use Rueda\Domain\Tyres\VehicleImport;
use Rueda\Storage\VehicleTable;
use Rueda\Tests\TestCase;
use RuedaDemo\VehiclesSeeder;

/**
 * Shop managers preview and import a fitment CSV sent as multipart `file`; nobody else
 * may. An import commits its own transaction, so this class runs outside the rolled-back
 * one: it deletes the users it made and puts the shipped vehicles back.
 */
final class VehicleImportRouteTest extends TestCase {

	protected bool $isolate = false;

	private const HEADER = 'make,model,year_from,year_to,version,front_size,front_load_index,front_speed_rating,rear_size,rear_load_index,rear_speed_rating';

	private const ROUTES = array( '/rueda/v1/admin/vehicles/preview', '/rueda/v1/admin/vehicles/import' );

	/**
	 * Users made by the test.
	 *
	 * @var int[]
	 */
	private array $users = array();

	/**
	 * Files written by the test.
	 *
	 * @var string[]
	 */
	private array $files = array();

	protected function tear_down(): void {
		global $wp_rest_auth_cookie;
		$wp_rest_auth_cookie = null;
		require_once ABSPATH . 'wp-admin/includes/user.php';
		foreach ( $this->users as $user ) {
			wp_delete_user( $user );
		}
		foreach ( $this->files as $file ) {
			@unlink( $file ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- may be gone already.
		}
		if ( 'Lada' === ( ( new VehicleTable() )->makes()[0] ?? '' ) ) {
			( new VehicleImport() )->import( VehiclesSeeder::file() );
		}
		parent::tear_down();
	}

	public function test_the_preview_shows_the_first_rows_and_every_error_without_storing_anything(): void {
		$this->log_in( Capabilities::ROLE );
		$before = ( new VehicleTable() )->counts();
		$lines  = array( self::HEADER );
		for ( $i = 0; $i < 30; $i++ ) {
			$lines[] = "Lada,Niva,1977,,Versión {$i},175/80 R16,88,Q,,,";
		}
		$lines[] = 'Lada,Niva,1977,,Taiga,175/80 R61,88,Q,,,';

		$response = $this->send( self::ROUTES[0], $this->csv( ...$lines ) );

		$this->assertSame( 200, $response->get_status() );
		$data = $response->get_data();
		$this->assertSame( 31, $data['total'] );
		$this->assertCount( 20, $data['rows'] );
		$this->assertSame(
			array(
				'row'                => 2,
				'make'               => 'Lada',
				'model'              => 'Niva',
				'year_from'          => 1977,
				'year_to'            => null,
				'version'            => 'Versión 0',
				'front_size'         => '175/80 R16',
				'front_load_index'   => 88,
				'front_speed_rating' => 'Q',
				'rear_size'          => null,
				'rear_load_index'    => null,
				'rear_speed_rating'  => null,
			),
			$data['rows'][0]
		);
		$this->assertSame( 1, $data['error_count'] );
		$this->assertSame( 32, $data['errors'][0]['row'] );
		$this->assertStringContainsString( '175/80 R61', $data['errors'][0]['message'] );
		$this->assertSame( $before, ( new VehicleTable() )->counts() );
	}

	public function test_the_import_replaces_the_vehicles_and_answers_the_counts(): void {
		$this->log_in( 'administrator' );

		$response = $this->send( self::ROUTES[1], $this->csv( self::HEADER, 'Lada,Niva,1977,,1.7 83 CV,175/80 R16,88,Q,,,', 'Lada,Niva,1977,,1.7 83 CV,175/80 R16,88,Q,,,', 'Lada,Vesta,2015,,1.6 106 CV,185/65 R15,88,H,,,' ) );

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame(
			array(
				'makes'      => 1,
				'models'     => 2,
				'rows'       => 2,
				'duplicates' => 1,
			),
			$response->get_data()
		);
		$vehicles = new \WP_REST_Request( 'GET', '/rueda/v1/vehicles' );
		$this->assertSame( array( 'makes' => array( 'Lada' ) ), rest_do_request( $vehicles )->get_data(), 'The finder sees the new vehicles at once.' );
	}

	public function test_a_file_with_errors_imports_nothing(): void {
		$this->log_in( Capabilities::ROLE );
		$before = ( new VehicleTable() )->counts();

		$response = $this->send( self::ROUTES[1], $this->csv( self::HEADER, 'Lada,Niva,1977,,1.7 83 CV,175/80 R16,88,Q,,,', 'Lada,Niva,1977,,1.7 83 CV,175/80 R16,888,Q,,,' ) );

		$this->assertSame( 400, $response->get_status() );
		$data = $response->get_data();
		$this->assertSame( 'rueda_invalid_vehicle_file', $data['code'] );
		$this->assertSame( 1, $data['data']['error_count'] );
		$this->assertSame( 3, $data['data']['errors'][0]['row'] );
		$this->assertSame( $before, ( new VehicleTable() )->counts() );
	}

	public function test_a_request_without_a_readable_file_is_refused(): void {
		$this->log_in( Capabilities::ROLE );
		foreach ( self::ROUTES as $route ) {
			$none = rest_do_request( new \WP_REST_Request( 'POST', $route ) );
			$this->assertSame( array( 400, 'rest_invalid_param' ), array( $none->get_status(), $none->get_data()['code'] ), $route );
			$this->assertArrayHasKey( 'file', $none->get_data()['data']['params'] );

			$too_big = $this->send( $route, $this->csv( self::HEADER ), UPLOAD_ERR_INI_SIZE );
			$this->assertSame( 400, $too_big->get_status(), $route );
			$this->assertArrayHasKey( 'file', $too_big->get_data()['data']['params'] );

			$forged = new \WP_REST_Request( 'POST', $route );
			$forged->set_file_params(
				array(
					'file' => array(
						'tmp_name' => '/no/such/upload',
						'error'    => UPLOAD_ERR_OK,
					),
				)
			);
			$this->assertSame( 400, rest_do_request( $forged )->get_status(), $route );
		}
	}

	public function test_visitors_customers_and_editors_may_not_preview_or_import(): void {
		$before = ( new VehicleTable() )->counts();
		$file   = $this->csv( self::HEADER, 'Lada,Niva,1977,,1.7 83 CV,175/80 R16,88,Q,,,' );
		foreach ( array(
			'visitor'  => array( 0, 401 ),
			'customer' => array( $this->user( 'customer' ), 403 ),
			'editor'   => array( $this->user( 'editor' ), 403 ),
		) as $who => [ $user, $status ] ) {
			wp_set_current_user( $user );
			foreach ( self::ROUTES as $route ) {
				$response = $this->send( $route, $file );
				$this->assertSame( array( $status, 'rest_forbidden' ), array( $response->get_status(), $response->get_data()['code'] ), "$who $route" );
			}
		}
		$this->assertSame( $before, ( new VehicleTable() )->counts() );
	}

	public function test_a_cookie_request_without_the_nonce_is_a_visitors(): void {
		global $wp_rest_auth_cookie;
		$before = ( new VehicleTable() )->counts();
		$this->log_in( 'administrator' );
		// What core's cookie check does for a request whose cookie has no X-WP-Nonce.
		$wp_rest_auth_cookie = true;
		unset( $_REQUEST['_wpnonce'], $_SERVER['HTTP_X_WP_NONCE'] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- the test removes the nonce.
		$this->assertTrue( apply_filters( 'rest_authentication_errors', null ) );

		foreach ( self::ROUTES as $route ) {
			$response = $this->send( $route, $this->csv( self::HEADER, 'Lada,Niva,1977,,1.7 83 CV,175/80 R16,88,Q,,,' ) );
			$this->assertSame( array( 401, 'rest_forbidden' ), array( $response->get_status(), $response->get_data()['code'] ), $route );
		}
		$this->assertSame( $before, ( new VehicleTable() )->counts() );
	}

	/**
	 * POSTs a file as the multipart field `file`.
	 *
	 * @param string $route Route.
	 * @param string $path  File.
	 * @param int    $error Upload error code.
	 */
	private function send( string $route, string $path, int $error = UPLOAD_ERR_OK ): \WP_REST_Response {
		$request = new \WP_REST_Request( 'POST', $route );
		$request->set_file_params(
			array(
				'file' => array(
					'name'     => 'vehiculos.csv',
					'type'     => 'text/csv',
					'tmp_name' => $path,
					'error'    => $error,
					'size'     => (int) filesize( $path ),
				),
			)
		);
		return rest_do_request( $request );
	}

	/**
	 * Logs in a new user with a role.
	 *
	 * @param string $role Role.
	 */
	private function log_in( string $role ): void {
		wp_set_current_user( $this->user( $role ) );
	}

	/**
	 * A new user, deleted after the test.
	 *
	 * @param string $role Role.
	 */
	private function user( string $role ): int {
		$id            = $this->create_user( $role );
		$this->users[] = $id;
		return $id;
	}

	/**
	 * Writes a CSV of lines.
	 *
	 * @param string ...$lines Lines.
	 */
	private function csv( string ...$lines ): string {
		$path          = (string) tempnam( get_temp_dir(), 'rueda-vehicles' );
		$this->files[] = $path;
		file_put_contents( $path, implode( "\n", $lines ) . "\n" );
		return $path;
	}
}

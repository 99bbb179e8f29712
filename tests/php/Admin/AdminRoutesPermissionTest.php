<?php
/**
 * Every admin route refuses visitors and customers.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Admin;

use Rueda\Admin\Capabilities;
use Rueda\Rest\Routes;
use Rueda\Tests\TestCase;

/**
 * Walks every rueda/v1 route and method, so a route added later cannot forget the check.
 */
final class AdminRoutesPermissionTest extends TestCase {

	public function test_every_admin_route_answers_401_to_visitors_and_403_to_customers(): void {
		$customer = $this->create_user( 'customer' );
		$requests = $this->every_admin_request();
		$this->assertNotEmpty( $requests );

		foreach ( array(
			0         => 401,
			$customer => 403,
		) as $user => $status ) {
			wp_set_current_user( $user );
			foreach ( $requests as [ $method, $path ] ) {
				$response = $this->rest( $method, $path );
				$this->assertSame( $status, $response->get_status(), "$method $path as user $user" );
				$this->assertSame( 'rest_forbidden', $response->get_data()['code'], "$method $path" );
			}
		}
	}

	public function test_shop_managers_and_administrators_get_in(): void {
		foreach ( array( Capabilities::ROLE, 'administrator' ) as $role ) {
			wp_set_current_user( $this->create_user( $role ) );
			$this->assertSame( 200, $this->rest( 'GET', '/rueda/v1/settings/data' )->get_status(), $role );
		}
		wp_set_current_user( $this->create_user( 'editor' ) );
		$this->assertSame( 403, $this->rest( 'GET', '/rueda/v1/settings/data' )->get_status() );
	}

	public function test_the_owner_chooses_whether_deleting_the_plugin_deletes_the_data(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$this->assertFalse( $this->rest( 'GET', '/rueda/v1/settings/data' )->get_data()['remove_data_on_uninstall'] );

		$refused = $this->rest( 'POST', '/rueda/v1/settings/data', array( 'remove_data_on_uninstall' => 'quizás' ) );
		$this->assertSame( 'rest_invalid_param', $refused->get_data()['code'] );
		$this->assertArrayHasKey( 'remove_data_on_uninstall', $refused->get_data()['data']['params'] );

		$saved = $this->rest( 'POST', '/rueda/v1/settings/data', array( 'remove_data_on_uninstall' => true ) );
		$this->assertTrue( $saved->get_data()['remove_data_on_uninstall'] );
		$this->assertTrue( (bool) get_option( \Rueda\Uninstaller::REMOVE_DATA_OPTION ) );
	}

	public function test_only_administrators_choose_whether_deleting_the_plugin_deletes_the_data(): void {
		wp_set_current_user( $this->create_user( Capabilities::ROLE ) );
		$this->assertSame( 200, $this->rest( 'GET', '/rueda/v1/settings/data' )->get_status(), 'managers may read it' );
		foreach ( array( true, false, 'quizás' ) as $value ) {
			$refused = $this->rest( 'POST', '/rueda/v1/settings/data', array( 'remove_data_on_uninstall' => $value ) );
			$this->assertSame( array( 403, 'rest_forbidden' ), array( $refused->get_status(), $refused->get_data()['code'] ?? null ), wp_json_encode( $value ) );
		}
		$request = new \WP_REST_Request( 'POST', '/rueda/v1/settings/data' );
		$request->set_query_params( array( 'remove_data_on_uninstall' => '1' ) );
		$this->assertSame( 403, rest_do_request( $request )->get_status(), 'in the query string too' );
		$this->assertFalse( (bool) get_option( \Rueda\Uninstaller::REMOVE_DATA_OPTION ) );

		wp_set_current_user( $this->create_user( 'administrator' ) );
		$this->assertSame( 200, $this->rest( 'POST', '/rueda/v1/settings/data', array( 'remove_data_on_uninstall' => true ) )->get_status() );
		$this->assertTrue( (bool) get_option( \Rueda\Uninstaller::REMOVE_DATA_OPTION ) );
	}

	public function test_the_rest_indexes_do_not_list_the_admin_routes(): void {
		foreach ( array( '/', '/' . Routes::NAMESPACE ) as $index ) {
			$response = $this->rest( 'GET', $index );
			$this->assertSame( 200, $response->get_status(), $index );
			$listed = preg_grep( '#^/' . preg_quote( Routes::NAMESPACE, '#' ) . '/#', array_keys( $response->get_data()['routes'] ) );
			$this->assertSame( array(), array_values( $listed ), $index );
		}

		wp_set_current_user( $this->create_user( 'administrator' ) );
		$lists = array_filter( $this->every_admin_request(), static fn( array $request ) => 'GET' === $request[0] && ! str_contains( $request[1], '/1' ) );
		$this->assertContains( array( 'GET', '/rueda/v1/products' ), $lists );
		foreach ( $lists as [ $method, $path ] ) {
			$this->assertSame( 200, $this->rest( $method, $path )->get_status(), $path );
		}
	}

	/**
	 * Every method of every rueda/v1 route, path parameters filled with "1".
	 *
	 * @return list<array{0:string,1:string}>
	 */
	private function every_admin_request(): array {
		$requests = array();
		foreach ( rest_get_server()->get_routes( 'rueda/v1' ) as $route => $handlers ) {
			// Each URL argument takes a value its pattern accepts: an id, or the first word of a list.
			$path = (string) preg_replace_callback( '/\(\?P<[^>]+>([^)]+)\)/', static fn( array $group ): string => preg_match( '/^[a-z_|-]+$/', $group[1] ) ? explode( '|', $group[1] )[0] : '1', $route );
			foreach ( $handlers as $handler ) {
				foreach ( array_keys( $handler['methods'] ) as $method ) {
					$requests[] = array( $method, $path );
				}
			}
		}
		// The customer's own account routes (tests/php/Account) answer customers, not 403,
		// the tyre finder's vehicles (tests/php/Tyres/VehiclesRouteTest) answer everyone, and
		// banks' notifications run as nobody (tests/php/Payments/NotificationRouteTest).
		return array_values(
			array_filter(
				$requests,
				static fn( array $request ) => ! in_array( $request[1], array( '/rueda/v1', '/rueda/v1/vehicles' ), true )
					&& ! str_starts_with( $request[1], '/rueda/v1/account' )
					&& ! str_starts_with( $request[1], '/rueda/v1/payments/' )
			)
		);
	}
}

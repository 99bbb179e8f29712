<?php
/**
 * The list arguments of the rueda/v1 lists: page, per_page, search, orderby, order.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Rest;

use Rueda\Tests\TestCase;

/**
 * Each list keeps its own defaults, limits and words: the admin screens' lists checked by
 * their schema (the words of Admin\Rest\Refusals), the orders' lists by their own messages.
 */
final class CollectionArgsTest extends TestCase {

	/**
	 * What the route's callback is handed, by route.
	 *
	 * @var array<string,array<string,mixed>>
	 */
	private array $handed = array();

	public function test_each_list_gets_its_defaults_when_nothing_is_sent(): void {
		$this->as_admin();
		$this->list( '/rueda/v1/coupons' );
		$this->list( '/rueda/v1/orders' );
		$this->list( '/rueda/v1/products' );
		$this->list( '/rueda/v1/appointments' );
		wp_set_current_user( $this->create_user( 'customer' ) );
		$this->list( '/rueda/v1/account/orders' );

		$admin_list = array(
			'page'     => 1,
			'per_page' => 20,
			'search'   => '',
			'orderby'  => 'date',
			'order'    => 'desc',
		);
		$this->assertSame( $admin_list, $this->handed( '/rueda/v1/coupons', array_keys( $admin_list ) ) );
		$this->assertSame( $admin_list, $this->handed( '/rueda/v1/orders', array_keys( $admin_list ) ) );
		$this->assertSame( $admin_list, $this->handed( '/rueda/v1/products', array_keys( $admin_list ) ) );
		$this->assertSame(
			array(
				'page'     => 1,
				'per_page' => 50,
			),
			$this->handed( '/rueda/v1/appointments', array( 'page', 'per_page', 'search', 'orderby', 'order' ) ),
			'appointments: no default search, no sorting'
		);
		$this->assertSame(
			array(
				'page'     => 1,
				'per_page' => 10,
			),
			$this->handed( '/rueda/v1/account/orders', array( 'page', 'per_page', 'search', 'orderby', 'order' ) )
		);
	}

	public function test_a_search_is_cleaned_where_the_list_cleans_it(): void {
		$this->as_admin();
		foreach ( array( '/rueda/v1/coupons', '/rueda/v1/orders', '/rueda/v1/products', '/rueda/v1/appointments' ) as $path ) {
			$this->assertSame( 200, $this->list( $path, array( 'search' => "A <b>B</b>\n" ) )->get_status(), $path );
		}
		$this->assertSame( 'A B', $this->handed['/rueda/v1/coupons']['search'] );
		$this->assertSame( 'A B', $this->handed['/rueda/v1/orders']['search'] );
		$this->assertSame( "A <b>B</b>\n", $this->handed['/rueda/v1/products']['search'] );
		$this->assertSame( "A <b>B</b>\n", $this->handed['/rueda/v1/appointments']['search'] );
	}

	public function test_the_admin_lists_refuse_in_the_words_of_their_schema(): void {
		$this->as_admin();
		foreach ( array( '/rueda/v1/coupons', '/rueda/v1/products', '/rueda/v1/appointments' ) as $path ) {
			$this->assert_refused( $path, array( 'page' => '0' ), array( 'page' => 'Página: introduce un número de al menos 1.' ) );
			$this->assert_refused( $path, array( 'page' => 'abc' ), array( 'page' => 'Página: introduce un número entero.' ) );
			$this->assert_refused( $path, array( 'per_page' => '101' ), array( 'per_page' => 'Elementos por página: introduce un número de 1 a 100.' ) );
			$this->assert_refused( $path, array( 'search' => array( 'x' ) ), array( 'search' => 'Buscar: escribe un texto.' ) );
		}
		$this->assertSame( 200, $this->list( '/rueda/v1/appointments', array( 'per_page' => '100' ) )->get_status() );
		$this->assert_refused( '/rueda/v1/coupons', array( 'search' => str_repeat( 'a', 51 ) ), array( 'search' => 'Buscar: usa como máximo 50 caracteres.' ) );
		$this->assertSame( 200, $this->list( '/rueda/v1/coupons', array( 'search' => str_repeat( 'a', 50 ) ) )->get_status() );
		$this->assert_refused( '/rueda/v1/appointments', array( 'search' => str_repeat( 'a', 101 ) ), array( 'search' => 'Buscar: usa como máximo 100 caracteres.' ) );
		$this->assert_refused( '/rueda/v1/products', array( 'search' => str_repeat( 'a', 201 ) ), array( 'search' => 'Buscar: usa como máximo 200 caracteres.' ) );
		$this->assertSame( 200, $this->list( '/rueda/v1/products', array( 'search' => str_repeat( 'a', 200 ) ) )->get_status() );
		foreach ( array( '/rueda/v1/coupons', '/rueda/v1/products' ) as $path ) {
			$this->assert_refused( $path, array( 'orderby' => 'nope' ), array( 'orderby' => 'Ordenar por: elige una de las opciones.' ) );
			$this->assert_refused( $path, array( 'order' => 'ASC' ), array( 'order' => 'Orden: elige una de las opciones.' ) );
			$this->assertSame( 200, $this->list( $path, array( 'order' => 'asc' ) )->get_status(), $path );
		}
		$this->assertSame( 200, $this->list( '/rueda/v1/coupons', array( 'orderby' => 'code' ) )->get_status() );
		$this->assert_refused( '/rueda/v1/coupons', array( 'orderby' => 'title' ), array( 'orderby' => 'Ordenar por: elige una de las opciones.' ) );
		$this->assertSame( 200, $this->list( '/rueda/v1/products', array( 'orderby' => 'title' ) )->get_status() );

		$several = $this->list(
			'/rueda/v1/products',
			array(
				'page'     => '0',
				'per_page' => '0',
			)
		);
		$this->assertSame( 'Revisa estos campos: Página, Elementos por página.', $several->get_data()['message'] );
	}

	public function test_the_orders_lists_refuse_in_their_own_words(): void {
		$this->as_admin();
		foreach ( array( '0', 'abc', '2.5', '99999999999999999999' ) as $value ) {
			$this->assert_refused( '/rueda/v1/orders', array( 'page' => $value ), array( 'page' => 'Página: la página debe ser un número entero a partir de 1.' ) );
		}
		foreach ( array( '0', '101', 'x' ) as $value ) {
			$this->assert_refused( '/rueda/v1/orders', array( 'per_page' => $value ), array( 'per_page' => 'Elementos por página: los pedidos por página deben ser un número entero del 1 al 100.' ) );
		}
		$this->assert_refused( '/rueda/v1/orders', array( 'search' => str_repeat( 'a', 101 ) ), array( 'search' => 'Buscar: la búsqueda debe ser un texto de hasta 100 caracteres.' ) );
		$this->assertSame( 200, $this->list( '/rueda/v1/orders', array( 'search' => str_repeat( 'a', 100 ) ) )->get_status() );
		$this->assert_refused( '/rueda/v1/orders', array( 'orderby' => 'title' ), array( 'orderby' => 'Ordenar por: ordena los pedidos por fecha (date), total o número (id).' ) );
		$this->assertSame( 200, $this->list( '/rueda/v1/orders', array( 'orderby' => 'total' ) )->get_status() );
		$this->assert_refused( '/rueda/v1/orders', array( 'order' => 'ASC' ), array( 'order' => 'Orden: el orden debe ser asc o desc.' ) );

		wp_set_current_user( $this->create_user( 'customer' ) );
		$this->assert_refused( '/rueda/v1/account/orders', array( 'page' => 'abc' ), array( 'page' => 'La página debe ser un número entero a partir de 1.' ), 'Invalid parameter(s): page' );
		foreach ( array( '0', '51', 'x' ) as $value ) {
			$this->assert_refused( '/rueda/v1/account/orders', array( 'per_page' => $value ), array( 'per_page' => 'Los pedidos por página deben ser un número entero del 1 al 50.' ), 'Invalid parameter(s): per_page' );
		}
		$this->assertSame( 200, $this->list( '/rueda/v1/account/orders', array( 'per_page' => '50' ) )->get_status() );
	}

	/**
	 * Logs in an administrator.
	 */
	private function as_admin(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
	}

	/**
	 * GET a list with a query, noting what its callback is handed.
	 *
	 * @param string              $path  Route.
	 * @param array<string,mixed> $query Query.
	 */
	private function list( string $path, array $query = array() ): \WP_REST_Response {
		$note = function ( $response, $handler, \WP_REST_Request $request ) use ( $path ) {
			if ( $request->get_route() === $path ) {
				$this->handed[ $path ] = $request->get_params();
			}
			return $response;
		};
		add_filter( 'rest_request_before_callbacks', $note, 99, 3 );
		$request = new \WP_REST_Request( 'GET', $path );
		$request->set_query_params( $query );
		$response = rest_do_request( $request );
		remove_filter( 'rest_request_before_callbacks', $note, 99 );
		return $response;
	}

	/**
	 * The list arguments a route's callback was handed (those it has).
	 *
	 * @param string   $path Route.
	 * @param string[] $keys Arguments.
	 * @return array<string,mixed>
	 */
	private function handed( string $path, array $keys ): array {
		$handed = array();
		foreach ( $keys as $key ) {
			if ( array_key_exists( $key, $this->handed[ $path ] ?? array() ) ) {
				$handed[ $key ] = $this->handed[ $path ][ $key ];
			}
		}
		return $handed;
	}

	/**
	 * A 400 `rest_invalid_param` with these words.
	 *
	 * @param string               $path    Route.
	 * @param array<string,mixed>  $query   Query.
	 * @param array<string,string> $params  Messages by argument.
	 * @param string|null          $message The error's message; the argument's when null.
	 */
	private function assert_refused( string $path, array $query, array $params, ?string $message = null ): void {
		$response = $this->list( $path, $query );
		$label    = $path . ' ' . wp_json_encode( $query );
		$this->assertSame( 400, $response->get_status(), $label );
		$this->assertSame( 'rest_invalid_param', $response->get_data()['code'], $label );
		$this->assertSame( $params, $response->get_data()['data']['params'], $label );
		$this->assertSame( $message ?? reset( $params ), $response->get_data()['message'], $label );
	}
}

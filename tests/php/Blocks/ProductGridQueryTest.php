<?php
/**
 * The product grid's URL parameters and the listing request they stand for.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Blocks;

use Rueda\Blocks\Preload;
use Rueda\Blocks\ProductGridQuery;

/**
 * The server reads the shop's URL with the script's rules: both are held to the same
 * cases (src/blocks/product-grid/test/url-cases.json), so the path render.php preloads is
 * the path the products store asks for first, and a shared filtered URL paints without a
 * request.
 *
 * @group object-cache
 */
final class ProductGridQueryTest extends BlockTestCase {

	/**
	 * The cases the script's tests use too.
	 *
	 * @return array<string,array{0:array{name:string,query:string,perPage:int,category:string,path:string,facetsPath:string}}>
	 */
	public static function url_cases(): array {
		$cases = json_decode( (string) file_get_contents( dirname( __DIR__, 3 ) . '/src/blocks/product-grid/test/url-cases.json' ), true );
		$named = array();
		foreach ( (array) $cases as $case ) {
			$named[ $case['name'] ] = array( $case );
		}
		return $named;
	}

	/**
	 * `$_GET` for a query, as PHP builds it.
	 *
	 * @param string $query `?a=1&b=2`.
	 * @return array<string,mixed>
	 */
	private static function get( string $query ): array {
		parse_str( ltrim( $query, '?' ), $params );
		return $params;
	}

	/**
	 * Runs once per case of url_cases().
	 *
	 * @dataProvider url_cases
	 *
	 * @param array{name:string,query:string,perPage:int,category:string,path:string,facetsPath:string} $case Case.
	 */
	public function test_a_url_stands_for_the_request_the_store_makes_first( array $case ): void {
		$state = ProductGridQuery::from_url( self::get( $case['query'] ) );
		$this->assertSame( $case['path'], ProductGridQuery::path( $state, $case['perPage'], $case['category'] ) );
		// The facet counts too, for the filter attributes the script's test names.
		$this->assertSame( $case['facetsPath'], ProductGridQuery::collection_data_path( $state, array( 'rueda_pa_season', 'rueda_pa_brand', 'rueda_pa_width' ), $case['category'] ) );
	}

	public function test_reads_every_parameter(): void {
		$this->assertSame(
			array(
				'attributes'   => array(
					'rueda_pa_width'   => array( '205' ),
					'rueda_pa_profile' => array( '55' ),
					'rueda_pa_rim'     => array( 'r16' ),
					'rueda_pa_season'  => array( 'verano', 'todo-tiempo' ),
					'rueda_pa_brand'   => array( 'michelin' ),
				),
				'stock_status' => array( 'instock' ),
				'search'       => 'Pilot Sport',
				'tyre_size'    => '205/55 R16 91V',
				'sort'         => 'mojado',
				'page'         => 3,
			),
			ProductGridQuery::from_url( self::get( '?medida=205-55-r16-91v&buscar=Pilot++Sport&temporada=verano,todo-tiempo&marca=michelin&ancho=205&perfil=55&llanta=r16&disponibilidad=instock&orden=mojado&pagina=3' ) )
		);
	}

	public function test_every_sort_is_an_order_the_api_takes(): void {
		foreach ( ProductGridQuery::SORTS as $value => [ $orderby, $order ] ) {
			$request = new \WP_REST_Request( 'GET', '/wc/store/v1/products' );
			$request->set_query_params(
				array(
					'orderby' => $orderby,
					'order'   => $order,
				)
			);
			$this->assertSame( 200, rest_do_request( $request )->get_status(), $value );
		}
	}

	public function test_the_grid_preloads_the_listing_of_the_url(): void {
		$query = '?medida=205-55-r16&orden=precio&disponibilidad=instock';
		$_GET  = wp_slash( self::get( $query ) );
		try {
			do_blocks( '<!-- wp:rueda/product-grid {"category":"neumaticos","perPage":4} /-->' );
		} finally {
			$_GET = array();
		}
		$path      = '/wc/store/v1/products?category=neumaticos&order=asc&orderby=price&page=1&per_page=4&stock_status%5B0%5D=instock&tyre_size=205%2F55%20R16';
		$preloaded = Preload::all()[ $path ] ?? null;

		$this->assertNotNull( $preloaded, implode( "\n", array_keys( Preload::all() ) ) );
		$this->assertArrayNotHasKey( '/wc/store/v1/products?category=neumaticos&page=1&per_page=4', Preload::all(), 'only the listing of the URL' );
		$names  = array_column( $preloaded['body'], 'name' );
		$prices = array_map( 'intval', array_column( array_column( $preloaded['body'], 'prices' ), 'price' ) );
		$sorted = $prices;
		sort( $sorted );
		$this->assertNotEmpty( $names );
		foreach ( $names as $name ) {
			$this->assertStringContainsString( '205/55 R16', $name );
		}
		$this->assertSame( $sorted, $prices );
	}

	public function test_a_url_size_that_is_no_size_preloads_the_unfiltered_listing(): void {
		$_GET = wp_slash( self::get( '?medida=205-57-r16&pagina=2' ) );
		try {
			do_blocks( '<!-- wp:rueda/product-grid {"category":"neumaticos"} /-->' );
		} finally {
			$_GET = array();
		}

		$this->assertArrayHasKey( '/wc/store/v1/products?category=neumaticos&page=2&per_page=12', Preload::all() );
	}

	public function test_category_slugs_are_checked(): void {
		$this->assertSame( 'neumaticos', ProductGridQuery::category( 'neumaticos' ) );
		$this->assertSame( '', ProductGridQuery::category( '../x' ) );
		$this->assertSame( '', ProductGridQuery::category( array( 'a' ) ) );
		$this->assertSame( '', ProductGridQuery::category( '' ) );
	}
}

<?php
/**
 * The catalogue's CSV export.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Catalog;

use Rueda\Catalog\Rest\ProductsExportRoute;
use Rueda\Domain\Catalog\CatalogueCsv;
use Rueda\Domain\Catalog\ProductRepository;
use Rueda\Tests\TestCase;

/**
 * GET /rueda/v1/products/export: a CSV for Spanish Excel (BOM, `;`, decimal commas),
 * Spanish columns, the list's filters, formulas defused; only for the shop's managers.
 *
 * @group object-cache
 */
final class CatalogueExportTest extends TestCase {

	/**
	 * The file an export request serves, as the browser gets it.
	 *
	 * @param array<string,mixed> $query Query parameters.
	 */
	private function export( array $query = array() ): string {
		$request = new \WP_REST_Request( 'GET', ProductsExportRoute::ROUTE );
		$request->set_query_params( $query );
		$result = rest_do_request( $request );
		ob_start();
		$served = apply_filters( 'rest_pre_serve_request', false, $result, $request, rest_get_server() );
		$body   = (string) ob_get_clean();
		$this->assertTrue( $served, 'the route serves the file itself' );
		return $body;
	}

	/**
	 * The rows of a file.
	 *
	 * @param string $file File.
	 * @return list<list<string>>
	 */
	private function rows( string $file ): array {
		$lines = explode( "\r\n", rtrim( substr( $file, 3 ), "\r\n" ) );
		return array_map( static fn( string $line ): array => str_getcsv( $line, ';', '"', '' ), $lines );
	}

	public function test_the_file_opens_in_spanish_excel_with_spanish_columns(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );

		$file = $this->export();
		$rows = $this->rows( $file );

		$this->assertStringStartsWith( "\xEF\xBB\xBF", $file, 'UTF-8 with BOM' );
		$this->assertSame( 'SKU;EAN;Marca;Modelo;Medida;Índices;Temporada;Precio;"Precio rebajado";Stock;Almacén;Estado', explode( "\r\n", substr( $file, 3 ) )[0] );
		$by_sku = array_column( array_slice( $rows, 1 ), null, 0 );
		$this->assertArrayHasKey( 'MIC-PILOTSPO-2055516', $by_sku );
		$row = array_combine( CatalogueCsv::COLUMNS, $by_sku['MIC-PILOTSPO-2055516'] );
		$this->assertSame( 'Michelin', $row['Marca'] );
		$this->assertSame( '205/55 R16', $row['Medida'] );
		$this->assertMatchesRegularExpression( '/^\d{2,3}[A-Z]+$/', $row['Índices'] );
		$this->assertMatchesRegularExpression( '/^\d+,\d{2}$/', $row['Precio'] );
		$this->assertSame( 'Almacén del taller', $row['Almacén'] );
		$this->assertSame( 'Publicado', $row['Estado'] );
		$total = (int) $this->rest( 'GET', '/rueda/v1/products', array() )->get_headers()['X-WP-Total'];
		$this->assertCount( $total + 1, $rows, 'every product of the list, and the header' );
	}

	public function test_a_filter_exports_what_the_list_shows(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$request = new \WP_REST_Request( 'GET', '/rueda/v1/products' );
		$request->set_query_params(
			array(
				'season'   => array( 'invierno' ),
				'per_page' => 100,
			)
		);
		$listed = array_column( rest_do_request( $request )->get_data(), 'sku' );
		$this->assertNotEmpty( $listed );

		$rows = array_slice( $this->rows( $this->export( array( 'season' => array( 'invierno' ) ) ) ), 1 );

		$this->assertEqualsCanonicalizing( $listed, array_column( $rows, 0 ) );
		$this->assertSame( array( 'Invierno' ), array_values( array_unique( array_column( $rows, 6 ) ) ) );
	}

	public function test_a_cell_that_would_be_a_formula_is_defused(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		( new ProductRepository() )->save(
			array(
				'kind'          => 'tyre',
				'status'        => 'draft',
				'name'          => 'Fórmula',
				'sku'           => '=HYPERLINK("http://malo.example","x")',
				'regular_price' => 100,
				'specs'         => array( 'model' => '@SUM(1+1)' ),
			)
		);

		$rows = array_column( array_slice( $this->rows( $this->export( array( 'search' => 'HYPERLINK' ) ) ), 1 ), null, 0 );

		$this->assertCount( 1, $rows );
		$row = reset( $rows );
		$this->assertSame( "'=HYPERLINK(\"http://malo.example\",\"x\")", $row[0] );
		$this->assertSame( "'@SUM(1+1)", $row[3] );
		$this->assertSame( 'Borrador', $row[11] );
		foreach ( array( '+1', '-1', "\t=1", '@a' ) as $cell ) {
			$this->assertSame( "'" . $cell, CatalogueCsv::guard( $cell ) );
		}
		$this->assertSame( 'Michelin', CatalogueCsv::guard( 'Michelin' ) );
	}

	public function test_only_shop_managers_export(): void {
		wp_set_current_user( $this->create_user( 'customer' ) );
		$request = new \WP_REST_Request( 'GET', ProductsExportRoute::ROUTE );
		$result  = rest_do_request( $request );
		ob_start();
		$served = apply_filters( 'rest_pre_serve_request', false, $result, $request, rest_get_server() );
		$body   = (string) ob_get_clean();

		$this->assertSame( 403, $result->get_status() );
		$this->assertFalse( $served );
		$this->assertSame( '', $body );
	}

	public function test_pages_of_products_do_not_grow_the_memory(): void {
		$repository = new ProductRepository();
		for ( $i = 0; $i < 2 * CatalogueCsv::PAGE + 10; $i++ ) {
			$repository->save(
				array(
					'kind'          => 'tyre',
					'name'          => "Lote {$i}",
					'sku'           => "LOTE-{$i}",
					'regular_price' => 1000 + $i,
				)
			);
		}
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$out   = fopen( 'php://temp', 'w+b' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fopen -- a memory stream.
		$start = microtime( true );
		$used  = memory_get_usage();
		if ( function_exists( 'memory_reset_peak_usage' ) ) {
			memory_reset_peak_usage();
		}

		$written = ( new CatalogueCsv() )->write( $out, array( 'search' => 'Lote' ) );

		$this->assertSame( 2 * CatalogueCsv::PAGE + 10, $written );
		$this->assertLessThan( 16 * MB_IN_BYTES, memory_get_peak_usage() - $used, 'a page at a time, not the catalogue held whole' );
		fwrite( STDERR, sprintf( "\nExport of %d products: %.0f ms\n", $written, ( microtime( true ) - $start ) * 1000 ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite -- the measure the brief asks for.
	}
}

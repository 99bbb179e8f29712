<?php
/**
 * The catalogue as a CSV file for Excel.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Catalog;

use Rueda\Domain\Shipping\StockOrigins;
use Rueda\Domain\Tyres\TyreIdentity;

/**
 * Writes the products a list shows (OwnerProductQuery's filters; none for all) as CSV as
 * Spanish Excel opens it: UTF-8 with a BOM, `;` between cells, decimal commas, CRLF.
 *
 * The header row is fixed Spanish (it is a file format an importer reads back, whatever
 * the admin's language): SKU, EAN, Marca, Modelo, Medida, Índices, Temporada, Precio,
 * Precio rebajado, Stock, Almacén, Estado. Products are read PAGE at a time and the
 * runtime cache is emptied between pages, so 50,000 products take the memory of one page.
 * A text cell starting with = + - @ (or a tab or carriage return) gets a ' before it, so
 * a spreadsheet never runs it as a formula; numbers the file writes itself are left as
 * they are.
 *
 * @since 0.7.0
 */
final class CatalogueCsv {

	/** The header row. */
	public const COLUMNS = array( 'SKU', 'EAN', 'Marca', 'Modelo', 'Medida', 'Índices', 'Temporada', 'Precio', 'Precio rebajado', 'Stock', 'Almacén', 'Estado' );

	/** Products read per query. */
	public const PAGE = 500;

	/** A post status's name in the file. */
	private const STATUSES = array(
		'publish' => 'Publicado',
		'draft'   => 'Borrador',
		'pending' => 'Pendiente',
		'private' => 'Privado',
		'trash'   => 'Papelera',
	);

	/**
	 * Creates the writer.
	 *
	 * @param ProductRepository $products Products.
	 */
	public function __construct( private ProductRepository $products = new ProductRepository() ) {}

	/**
	 * Writes the file to a stream; answers with the number of products written.
	 *
	 * @since 0.7.0
	 *
	 * @param resource            $out     Writable stream (php://output to send it).
	 * @param array<string,mixed> $filters OwnerProductQuery filters (page and per_page ignored).
	 */
	public function write( $out, array $filters ): int {
		fwrite( $out, "\xEF\xBB\xBF" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fwrite -- a stream, not a file on disk.
		$this->row( $out, self::COLUMNS );
		$origins = StockOrigins::all();
		$written = 0;
		$query   = new OwnerProductQuery();
		$filters = array(
			'per_page' => self::PAGE,
			'count'    => false,
		) + $filters + array_fill_keys( array( 'search', 'kind', 'category', 'stock_status', 'status', 'brand', 'season', 'size', 'orderby', 'order' ), null );
		for ( $page = 1; ; $page++ ) {
			$ids      = $query->run( array( 'page' => $page ) + $filters )['ids'];
			$products = $ids ? $this->products->get_many( $ids ) : array();
			foreach ( $ids as $id ) {
				if ( isset( $products[ $id ] ) ) {
					$this->row( $out, $this->cells( $products[ $id ], $origins ) );
					++$written;
				}
			}
			unset( $products );
			$this->forget_page();
			if ( count( $ids ) < self::PAGE ) {
				return $written;
			}
		}
	}

	/**
	 * A product's cells, in COLUMNS order.
	 *
	 * @param Product              $product Product.
	 * @param array<string,string> $origins Origin names by key.
	 * @return list<string>
	 */
	private function cells( Product $product, array $origins ): array {
		$data   = $this->products->data_of( $product );
		$attr   = static fn( string $slug ): string => (string) ( $data['attributes'][ $slug ][0] ?? '' );
		$fields = array(
			'width'        => (int) $attr( 'width' ),
			'profile'      => (int) $attr( 'profile' ),
			'rim'          => (int) ltrim( $attr( 'rim' ), 'Rr' ),
			'load_index'   => (int) $attr( 'load-index' ),
			'speed_rating' => $attr( 'speed-rating' ),
		);
		$size   = TyreIdentity::size( array( 'load_index' => null ) + $fields );
		$sale   = $product->sale_price();
		$stock  = $product->stock_quantity();
		return array(
			self::guard( $product->sku() ),
			self::guard( (string) ( $data['specs']['gtin'] ?? '' ) ),
			self::guard( $attr( 'brand' ) ),
			self::guard( (string) ( $data['specs']['model'] ?? '' ) ),
			$size,
			$fields['load_index'] ? $fields['load_index'] . $fields['speed_rating'] : '',
			self::guard( $attr( 'season' ) ),
			self::money( $product->regular_price() ),
			null === $sale ? '' : self::money( $sale ),
			null === $stock ? '' : (string) $stock,
			self::guard( (string) ( $origins[ $product->stock_origin() ] ?? $product->stock_origin() ) ),
			self::STATUSES[ $product->post()->post_status ] ?? $product->post()->post_status,
		);
	}

	/**
	 * A text cell a spreadsheet will not read as a formula.
	 *
	 * @since 0.7.0
	 *
	 * @param string $cell Cell.
	 */
	public static function guard( string $cell ): string {
		return '' !== $cell && str_contains( "=+-@\t\r", $cell[0] ) ? "'" . $cell : $cell;
	}

	/**
	 * Minor units as Spanish Excel reads an amount: 8995 → "89,95".
	 *
	 * @param int $amount Minor units.
	 */
	private static function money( int $amount ): string {
		return number_format( $amount / 100, 2, ',', '' );
	}

	/**
	 * Writes one row.
	 *
	 * @param resource $out   Stream.
	 * @param string[] $cells Cells.
	 */
	private function row( $out, array $cells ): void {
		fputcsv( $out, $cells, ';', '"', '', "\r\n" );
	}

	/**
	 * Lets go of the page's posts, terms and meta: an export reads every product once.
	 */
	private function forget_page(): void {
		if ( function_exists( 'wp_cache_supports' ) && wp_cache_supports( 'flush_runtime' ) ) {
			wp_cache_flush_runtime();
		}
	}
}

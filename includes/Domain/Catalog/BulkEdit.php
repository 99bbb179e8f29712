<?php
/**
 * Changes the prices, stock or sale of many products at once.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Catalog;

use Rueda\Storage\ProductTable;

/**
 * The products list's bulk edit. Changes (any of them, at least one):
 *
 * - `price`: `{by: 'percent', value: 10}` (+10 %, -10 for a cut, -99 to +1000) or
 *   `{by: 'amount', value: 500}` (minor units, signed); rounded to the cent, never below 0. A
 *   sale price no longer lower than the new price is dropped with its dates.
 * - `stock`: `{by: 'set', value: 8}` (counts the stock from then on) or `{by: 'add',
 *   value: -2}` (only products that count it; added in SQL, so an order placed meanwhile
 *   is not lost).
 * - `sale`: `{percent_off: 15, from: '2026-12-01', to: '2026-12-31'}` (days in the shop's
 *   time zone, each optional) or `{percent_off: null}` to end the sale.
 *
 * Rows are read and written by 100 (one SELECT and one UPDATE each), so 500 products are
 * a handful of queries; every write makes cached listings stale (ProductTable::changed()).
 * A product that cannot take a change is reported with the reason and left as it was.
 *
 * @since 0.7.0
 */
final class BulkEdit {

	/** Most products in one request. */
	public const MAX_IDS = 500;

	/** Rows read and written per statement. */
	private const BATCH = 100;

	/**
	 * Creates the editor.
	 *
	 * @param ProductTable $table Products table.
	 */
	public function __construct( private ProductTable $table = new ProductTable() ) {}

	/**
	 * The changes of a request, checked and normalized.
	 *
	 * @since 0.7.0
	 *
	 * @param array<string,mixed> $input price, stock and sale as sent.
	 * @return array{price:?array{by:string,value:float|int},stock:?array{by:string,value:int},sale:?array{percent_off:float|null,from:?string,to:?string}}
	 * @throws \InvalidArgumentException With the refused field as message.
	 */
	public static function changes( array $input ): array {
		$changes = array(
			'price' => null,
			'stock' => null,
			'sale'  => null,
		);
		if ( isset( $input['price'] ) ) {
			$price = self::record( $input['price'], 'price' );
			$by    = $price['by'] ?? null;
			$value = $price['value'] ?? null;
			$valid = 'percent' === $by
				? ( is_int( $value ) || is_float( $value ) ) && $value >= -99 && $value <= 1000 && 0.0 !== (float) $value
				: 'amount' === $by && is_int( $value ) && 0 !== $value && abs( $value ) <= 100000000;
			self::check( $valid, 'price' );
			$changes['price'] = array(
				'by'    => $by,
				'value' => $value,
			);
		}
		if ( isset( $input['stock'] ) ) {
			$stock = self::record( $input['stock'], 'stock' );
			$by    = $stock['by'] ?? null;
			$value = $stock['value'] ?? null;
			self::check( is_int( $value ) && ( ( 'set' === $by && $value >= 0 && $value <= 100000 ) || ( 'add' === $by && 0 !== $value && abs( $value ) <= 100000 ) ), 'stock' );
			$changes['stock'] = array(
				'by'    => $by,
				'value' => $value,
			);
		}
		if ( isset( $input['sale'] ) ) {
			$sale    = self::record( $input['sale'], 'sale' );
			$percent = $sale['percent_off'] ?? null;
			self::check( array_key_exists( 'percent_off', $sale ) && ( null === $percent || ( ( is_int( $percent ) || is_float( $percent ) ) && $percent > 0 && $percent < 100 ) ), 'sale.percent_off' );
			$from = $sale['from'] ?? null;
			$to   = $sale['to'] ?? null;
			self::check( null === $from || ProductData::is_date( $from ), 'sale.from' );
			self::check( null === $to || ( ProductData::is_date( $to ) && ( null === $from || $to >= $from ) ), 'sale.to' );
			$changes['sale'] = array(
				'percent_off' => null === $percent ? null : (float) $percent,
				'from'        => null === $percent ? null : $from,
				'to'          => null === $percent ? null : $to,
			);
		}
		self::check( null !== $changes['price'] || null !== $changes['stock'] || null !== $changes['sale'], 'changes' );
		return $changes;
	}

	/**
	 * Applies checked changes to products; answers with those changed and the reason of
	 * each one left as it was.
	 *
	 * @since 0.7.0
	 *
	 * @param int[]                $ids     Product ids (at most MAX_IDS).
	 * @param array<string,mixed>  $changes From changes().
	 * @param array<string,string> $reasons Messages: missing, not_simple, no_stock, no_price.
	 * @return array{done:list<int>,failed:array<int,string>}
	 */
	public function apply( array $ids, array $changes, array $reasons ): array {
		$done   = array();
		$failed = array();
		$today  = ProductData::today();
		foreach ( array_chunk( array_values( array_unique( array_map( 'intval', $ids ) ) ), self::BATCH ) as $batch ) {
			$rows   = $this->table->get_rows_caching_posts( $batch );
			$writes = array();
			$adds   = array();
			foreach ( $batch as $id ) {
				$row = $rows[ $id ] ?? null;
				if ( ! $row || PostTypes::PRODUCT !== get_post_type( $id ) ) {
					$failed[ $id ] = $reasons['missing'];
					continue;
				}
				$result = $this->changed_row( $row, $changes, $today );
				if ( is_string( $result ) ) {
					$failed[ $id ] = $reasons[ $result ];
					continue;
				}
				$writes[ $id ] = $result;
				if ( 'add' === ( $changes['stock']['by'] ?? null ) ) {
					$adds[] = $id;
				}
				$done[] = $id;
			}
			if ( null !== $changes['price'] || null !== $changes['sale'] || 'set' === ( $changes['stock']['by'] ?? null ) ) {
				$this->table->update_many( $writes );
			}
			$this->table->add_stock( $adds, (int) ( $changes['stock']['value'] ?? 0 ) );
		}
		return array(
			'done'   => $done,
			'failed' => $failed,
		);
	}

	/**
	 * The columns of one row after the changes, or the reason it cannot take them.
	 *
	 * @param array<string,mixed> $row     Stored row.
	 * @param array<string,mixed> $changes Changes.
	 * @param string              $today   The shop's day.
	 * @return array<string,int|string|null>|string
	 */
	private function changed_row( array $row, array $changes, string $today ) {
		if ( 'simple' !== $row['type'] ) {
			// A variable product's prices and stock are its variations'.
			return 'not_simple';
		}
		$regular = (int) $row['regular_price'];
		$sale    = $row['sale_price'];
		$from    = $row['sale_from'];
		$to      = $row['sale_to'];
		$manage  = (int) $row['manage_stock'];
		$qty     = $row['stock_quantity'];
		$status  = (string) $row['stock_status'];

		if ( null !== $changes['price'] ) {
			$value   = $changes['price']['value'];
			$regular = 'percent' === $changes['price']['by']
				? (int) round( $regular * ( 100 + $value ) / 100 )
				: $regular + (int) $value;
			$regular = max( 0, $regular );
		}
		if ( null !== $changes['sale'] ) {
			$percent = $changes['sale']['percent_off'];
			$sale    = null === $percent ? null : (int) round( $regular * ( 100 - $percent ) / 100 );
			$from    = $changes['sale']['from'];
			$to      = $changes['sale']['to'];
			if ( null !== $sale && $sale >= $regular ) {
				return 'no_price';
			}
		}
		if ( null !== $sale && $sale >= $regular ) {
			// A sale that the new price has caught up with is over.
			[ $sale, $from, $to ] = array( null, null, null );
		}
		if ( 'set' === ( $changes['stock']['by'] ?? null ) ) {
			$manage = 1;
			$qty    = (int) $changes['stock']['value'];
			$status = $qty > 0 ? 'instock' : ( 'no' === $row['backorders'] ? 'outofstock' : 'onbackorder' );
		} elseif ( 'add' === ( $changes['stock']['by'] ?? null ) && ! $manage ) {
			return 'no_stock';
		}
		return array(
			'regular_price'  => $regular,
			'sale_price'     => $sale,
			'sale_from'      => $from,
			'sale_to'        => $to,
			'price'          => ProductData::sale_applies( $sale, $regular, $from, $to, $today ) ? (int) $sale : $regular,
			'manage_stock'   => $manage,
			'stock_quantity' => $qty,
			'stock_status'   => $status,
		);
	}

	/**
	 * An object of the request, or a refusal.
	 *
	 * @param mixed  $value Value.
	 * @param string $field Field.
	 * @return array<string,mixed>
	 * @throws \InvalidArgumentException When it is not one.
	 */
	private static function record( $value, string $field ): array {
		self::check( is_array( $value ), $field );
		return $value;
	}

	/**
	 * Throws for a refused field.
	 *
	 * @param bool   $valid Whether it is valid.
	 * @param string $field Field.
	 * @throws \InvalidArgumentException When it is not.
	 */
	private static function check( bool $valid, string $field ): void {
		if ( ! $valid ) {
			throw new \InvalidArgumentException( esc_html( $field ) );
		}
	}
}

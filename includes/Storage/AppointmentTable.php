<?php
/**
 * Appointments at the workshop: held while an order is being paid, confirmed once it is.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Storage;

use Rueda\Domain\Orders\OrderStatus;
use Rueda\Domain\Workshop\CheckoutVehicle;

/**
 * One row per appointment: its order, location, start and end (UTC), the bays it uses,
 * its status (held, confirmed, arrived, done, no_show, cancelled) and, while held, when the
 * hold ends. A held row counts until it expires, like a stock hold; a confirmed, arrived or
 * done one always counts (BAY_HOLDING); no_show and cancelled give their bay back.
 *
 * A booking is written by one conditional INSERT ... SELECT: the row goes in only if, at
 * every moment of its time, the bays the location's other active appointments use plus its
 * own stay within the location's bays (usage can only rise where an appointment starts, so
 * the statement checks its own start and every start inside it; BayUsage does the same in
 * PHP). The database decides, as for stock: SQLite runs the statement under its write lock;
 * InnoDB takes shared locks on the rows it counted, so two such inserts for overlapping
 * times deadlock and one is rolled back and retried by ConditionalInsert, which then sees
 * the winner. Of twenty shoppers for the last bay exactly one gets it.
 *
 * @since 0.3.0
 */
final class AppointmentTable {

	public const HELD      = 'held';
	public const CONFIRMED = 'confirmed';
	public const CANCELLED = 'cancelled';
	public const ARRIVED   = 'arrived';
	public const DONE      = 'done';
	public const NO_SHOW   = 'no_show';
	public const STATUSES  = array( self::HELD, self::CONFIRMED, self::ARRIVED, self::DONE, self::NO_SHOW, self::CANCELLED );

	/**
	 * Statuses that hold their bay for good (a held row holds it until it expires). A done
	 * job keeps it: the time was used; a no-show frees it for whoever comes instead.
	 *
	 * @since 0.7.0
	 */
	public const BAY_HOLDING = array( self::CONFIRMED, self::ARRIVED, self::DONE );

	/**
	 * The client's other unpaid bookings (see count_unpaid() and unpaid_args()): orders in
	 * checkout or on hold, paid at the workshop, whose appointment is active and was booked
	 * since a time, by the billing email or from the client (order meta, as JSON).
	 */
	private const UNPAID_SQL = '( SELECT COUNT( DISTINCT u.order_id ) FROM %i u JOIN %i uo ON uo.id = u.order_id
		WHERE u.id >= %d AND u.order_id <> %d AND ( u.status = %s OR ( u.status = %s AND u.expires_at > %s ) ) AND u.created_at >= %s
		AND uo.payment_method = %s AND uo.status IN ( %s, %s, %s )
		AND ( LOWER( uo.billing_email ) = %s OR EXISTS ( SELECT 1 FROM %i m WHERE m.order_id = uo.id AND m.meta_key = %s AND m.meta_value = %s ) ) )';

	/**
	 * Books a time for an order if a bay stays free all of it; the new row's id, or null
	 * when the time is taken. The order's own other rows do not count against it.
	 *
	 * @since 0.3.0
	 *
	 * @param int        $order_id Order id.
	 * @param int        $location Pickup location index.
	 * @param int        $start    Start (Unix time).
	 * @param int        $end      End (Unix time).
	 * @param int        $capacity The location's bays.
	 * @param string     $status   held or confirmed.
	 * @param int|null   $expires  When a hold ends (Unix time); null for a confirmed one.
	 * @param array|null $cap      Also only while the client has fewer unpaid bookings than
	 *                             its limit (UnpaidBookings::cap(); null: no such limit).
	 */
	public function insert_if_free( int $order_id, int $location, int $start, int $end, int $capacity, string $status, ?int $expires, ?array $cap = null ): ?int {
		global $wpdb;
		$table = Schema::table( Schema::BOOKINGS );
		$now   = gmdate( 'Y-m-d H:i:s' );
		$from  = gmdate( 'Y-m-d H:i:s', $start );
		$to    = gmdate( 'Y-m-d H:i:s', $end );
		$bays  = 1;
		$sql   = 'INSERT INTO %i (order_id, location, start_at, end_at, bays, status, expires_at, created_at, updated_at)
			SELECT %d, %d, %s, %s, %d, %s, NULLIF( %s, \'\' ), %s, %s FROM %i o
			WHERE o.id = %d
			AND %d + ( SELECT COALESCE( SUM( b.bays ), 0 ) FROM %i b WHERE ' . $this->others_sql( 'b' ) . ' AND b.start_at <= %s AND b.end_at > %s ) <= %d
			AND NOT EXISTS ( SELECT 1 FROM %i a WHERE ' . $this->others_sql( 'a' ) . ' AND a.start_at > %s AND a.start_at < %s
				AND %d + ( SELECT COALESCE( SUM( c.bays ), 0 ) FROM %i c WHERE ' . $this->others_sql( 'c' ) . ' AND c.start_at <= a.start_at AND c.end_at > a.start_at ) > %d )';
		$args  = array_merge(
			array( $table, $order_id, $location, $from, $to, $bays, $status, null === $expires ? '' : gmdate( 'Y-m-d H:i:s', $expires ), $now, $now, Schema::table( Schema::ORDERS ), $order_id ),
			array( $bays, $table ),
			$this->others_args( $location, $order_id, $now ),
			array( $from, $from, $capacity, $table ),
			$this->others_args( $location, $order_id, $now ),
			array( $from, $to, $bays, $table ),
			$this->others_args( $location, $order_id, $now ),
			array( $capacity )
		);
		if ( null !== $cap ) {
			// In the same statement, so that two checkouts at once cannot both pass it.
			$sql .= ' AND ' . self::UNPAID_SQL . ' < %d';
			$args = array_merge( $args, $this->unpaid_args( $cap, $order_id ), array( $cap['limit'] ) );
		}
		if ( ! ConditionalInsert::run( $wpdb->prepare( $sql, ...$args ) ) ) { // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- built from placeholders.
			return null;
		}
		return (int) $wpdb->insert_id;
	}

	/**
	 * How many other orders the cap's client booked unpaid (UnpaidBookings): orders paid
	 * at the workshop, not paid yet, with an active appointment booked since the cap's
	 * time, by the same billing email or from the same client.
	 *
	 * @since 0.3.0
	 *
	 * @param array{limit:int,since:int,method:string,email:string,client:string} $cap      The cap.
	 * @param int                                                                 $order_id Order left out (the one booking).
	 */
	public function count_unpaid( array $cap, int $order_id ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT ' . self::UNPAID_SQL, ...$this->unpaid_args( $cap, $order_id ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- placeholders in UNPAID_SQL.
	}

	/**
	 * Turns an order's held appointment into a confirmed one (the order was paid).
	 *
	 * @since 0.3.0
	 *
	 * @param int $order_id Order id.
	 */
	public function confirm( int $order_id ): int {
		global $wpdb;
		return (int) $wpdb->query( $wpdb->prepare( 'UPDATE %i SET status = %s, expires_at = NULL, updated_at = %s WHERE order_id = %d AND status = %s', Schema::table( Schema::BOOKINGS ), self::CONFIRMED, gmdate( 'Y-m-d H:i:s' ), $order_id, self::HELD ) );
	}

	/**
	 * Gives back an order's time: a hold is deleted (the order was never placed for good),
	 * a confirmed or arrived appointment is kept as cancelled; a done job or a no-show is
	 * history and stays.
	 *
	 * @since 0.3.0
	 * @since 0.7.0 Arrived, done and no-show appointments.
	 *
	 * @param int $order_id Order id.
	 */
	public function release( int $order_id ): void {
		global $wpdb;
		$table = Schema::table( Schema::BOOKINGS );
		$wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE order_id = %d AND status IN ( %s, %s )', $table, $order_id, self::HELD, self::CANCELLED ) );
		$wpdb->query( $wpdb->prepare( 'UPDATE %i SET status = %s, updated_at = %s WHERE order_id = %d AND status IN ( %s, %s )', $table, self::CANCELLED, gmdate( 'Y-m-d H:i:s' ), $order_id, self::CONFIRMED, self::ARRIVED ) );
	}

	/**
	 * Finishes an order's confirmed or arrived appointment (the order was completed);
	 * returns how many rows changed.
	 *
	 * @since 0.7.0
	 *
	 * @param int $order_id Order id.
	 */
	public function finish( int $order_id ): int {
		global $wpdb;
		return (int) $wpdb->query( $wpdb->prepare( 'UPDATE %i SET status = %s, updated_at = %s WHERE order_id = %d AND status IN ( %s, %s )', Schema::table( Schema::BOOKINGS ), self::DONE, gmdate( 'Y-m-d H:i:s' ), $order_id, self::CONFIRMED, self::ARRIVED ) );
	}

	/**
	 * Moves one appointment from a status to another, only if it still has the first (and,
	 * when held, its hold has not run out); whether it did. Two clicks at once change it once.
	 *
	 * @since 0.7.0
	 *
	 * @param int    $id   Appointment id.
	 * @param string $from Status it must have.
	 * @param string $to   New status.
	 */
	public function set_status( int $id, string $from, string $to ): bool {
		global $wpdb;
		$now = gmdate( 'Y-m-d H:i:s' );
		return 1 === (int) $wpdb->query(
			$wpdb->prepare(
				'UPDATE %i SET status = %s, expires_at = NULL, updated_at = %s WHERE id = %d AND status = %s AND ( status <> %s OR expires_at > %s )',
				Schema::table( Schema::BOOKINGS ),
				$to,
				$now,
				$id,
				$from,
				self::HELD,
				$now
			)
		);
	}

	/**
	 * Cancels one appointment; whether it was active (held, confirmed or arrived).
	 *
	 * @since 0.3.0
	 *
	 * @param int $id Appointment id.
	 */
	public function cancel( int $id ): bool {
		global $wpdb;
		return 1 === (int) $wpdb->query( $wpdb->prepare( 'UPDATE %i SET status = %s, expires_at = NULL, updated_at = %s WHERE id = %d AND status IN ( %s, %s, %s )', Schema::table( Schema::BOOKINGS ), self::CANCELLED, gmdate( 'Y-m-d H:i:s' ), $id, self::HELD, self::CONFIRMED, self::ARRIVED ) );
	}

	/**
	 * Deletes one row (an appointment replaced by its move).
	 *
	 * @since 0.3.0
	 *
	 * @param int $id Appointment id.
	 */
	public function delete( int $id ): void {
		global $wpdb;
		$wpdb->delete( Schema::table( Schema::BOOKINGS ), array( 'id' => $id ), array( '%d' ) );
	}

	/**
	 * Deletes an order's held and cancelled rows (before it books again).
	 *
	 * @since 0.3.0
	 *
	 * @param int $order_id Order id.
	 */
	public function delete_unconfirmed( int $order_id ): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE order_id = %d AND status IN ( %s, %s )', Schema::table( Schema::BOOKINGS ), $order_id, self::HELD, self::CANCELLED ) );
	}

	/**
	 * Deletes holds that expired (they no longer count); returns how many.
	 *
	 * @since 0.3.0
	 */
	public function delete_expired(): int {
		global $wpdb;
		return (int) $wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE status = %s AND expires_at <= %s', Schema::table( Schema::BOOKINGS ), self::HELD, gmdate( 'Y-m-d H:i:s' ) ) );
	}

	/**
	 * The active appointments of a location that overlap a period, except an order's own.
	 *
	 * @since 0.3.0
	 *
	 * @param int    $location     Location index.
	 * @param int    $from         Period start (Unix time).
	 * @param int    $to           Period end (Unix time).
	 * @param int    $except_order Order whose appointments do not count (0: none).
	 * @param string $except_cart  Cart whose unpaid orders' appointments do not count ('': none).
	 * @return list<array{start:int,end:int,bays:int}>
	 */
	public function bookings( int $location, int $from, int $to, int $except_order = 0, string $except_cart = '' ): array {
		global $wpdb;
		$sql  = 'SELECT start_at, end_at, bays FROM %i b WHERE ' . $this->others_sql( 'b' ) . ' AND b.start_at < %s AND b.end_at > %s';
		$args = array_merge( array( Schema::table( Schema::BOOKINGS ) ), $this->others_args( $location, $except_order, gmdate( 'Y-m-d H:i:s' ) ), array( gmdate( 'Y-m-d H:i:s', $to ), gmdate( 'Y-m-d H:i:s', $from ) ) );
		if ( '' !== $except_cart ) {
			// A shopper's own earlier attempt (a hold left by a refused checkout) is no rival.
			$sql .= ' AND b.order_id NOT IN ( SELECT o.id FROM %i o WHERE o.cart_key = %s AND o.status IN ( %s, %s, %s ) )';
			array_push( $args, Schema::table( Schema::ORDERS ), $except_cart, OrderStatus::DRAFT, OrderStatus::PENDING, OrderStatus::FAILED );
		}
		$rows = (array) $wpdb->get_results( $wpdb->prepare( $sql, ...$args ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- built from placeholders.
		return array_map(
			static fn( array $row ) => array(
				'start' => (int) strtotime( $row['start_at'] . ' UTC' ),
				'end'   => (int) strtotime( $row['end_at'] . ' UTC' ),
				'bays'  => (int) $row['bays'],
			),
			$rows
		);
	}

	/**
	 * One appointment, or null.
	 *
	 * @since 0.3.0
	 *
	 * @param int $id Appointment id.
	 * @return array<string,mixed>|null
	 */
	public function find( int $id ): ?array {
		global $wpdb;
		$row = $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM %i WHERE id = %d', Schema::table( Schema::BOOKINGS ), $id ), ARRAY_A );
		return $row ? self::typed( $row ) : null;
	}

	/**
	 * An order's appointment: its active (or done) one, else its last cancelled or missed
	 * one; null when none.
	 *
	 * @since 0.3.0
	 *
	 * @param int $order_id Order id.
	 * @return array<string,mixed>|null
	 */
	public function for_order( int $order_id ): ?array {
		global $wpdb;
		$row = $wpdb->get_row(
			$wpdb->prepare( 'SELECT * FROM %i WHERE order_id = %d ORDER BY CASE WHEN status IN ( %s, %s ) THEN 1 ELSE 0 END, id DESC LIMIT 1', Schema::table( Schema::BOOKINGS ), $order_id, self::CANCELLED, self::NO_SHOW ),
			ARRAY_A
		);
		return $row ? self::typed( $row ) : null;
	}

	/**
	 * Appointments for the admin list: by location and status, starting within a period,
	 * soonest first; expired holds are left out.
	 *
	 * @since 0.3.0
	 *
	 * @param array{location?:int|null,statuses?:list<string>,from?:int|null,to?:int|null,search?:string} $filters Filters.
	 * @param int                                                                                         $page     Page (from 1).
	 * @param int                                                                                         $per_page Rows a page.
	 * @return array{rows:list<array<string,mixed>>,total:int}
	 */
	public function search( array $filters, int $page, int $per_page ): array {
		global $wpdb;
		$where = array( '( a.status <> %s OR a.expires_at > %s )' );
		$args  = array( self::HELD, gmdate( 'Y-m-d H:i:s' ) );
		if ( isset( $filters['location'] ) ) {
			$where[] = 'a.location = %d';
			$args[]  = (int) $filters['location'];
		}
		if ( ! empty( $filters['statuses'] ) ) {
			$where[] = 'a.status IN (' . implode( ',', array_fill( 0, count( $filters['statuses'] ), '%s' ) ) . ')';
			array_push( $args, ...$filters['statuses'] );
		}
		if ( isset( $filters['from'] ) ) {
			$where[] = 'a.start_at >= %s';
			$args[]  = gmdate( 'Y-m-d H:i:s', (int) $filters['from'] );
		}
		if ( isset( $filters['to'] ) ) {
			$where[] = 'a.start_at < %s';
			$args[]  = gmdate( 'Y-m-d H:i:s', (int) $filters['to'] );
		}
		$search = (string) ( $filters['search'] ?? '' );
		if ( '' !== $search ) {
			// The order's number, its email, its billing phone's digits or its car's plate.
			$like   = '%' . $wpdb->esc_like( $search ) . '%';
			$phone  = OrderQuery::phone_digits( $search );
			$plate  = OrderQuery::plate_like( $search );
			$either = array( 'o.billing_email LIKE %s', 'CAST( o.id AS CHAR ) = %s' );
			array_push( $args, $like, ltrim( $search, '#' ) );
			if ( '' !== $phone ) {
				$either[] = 'EXISTS ( SELECT 1 FROM %i ad WHERE ad.order_id = o.id AND ad.type = %s AND ' . OrderQuery::phone_sql( 'ad.phone' ) . ' LIKE %s )';
				array_push( $args, Schema::table( Schema::ADDRESS ), 'billing', '%' . $wpdb->esc_like( $phone ) . '%' );
			}
			if ( '' !== $plate ) {
				$either[] = OrderQuery::PLATE_SQL;
				array_push( $args, Schema::table( Schema::META ), CheckoutVehicle::KEY_META, $plate );
			}
			$where[] = '( ' . implode( ' OR ', $either ) . ' )';
		}
		$from  = 'FROM %i a LEFT JOIN %i o ON o.id = a.order_id WHERE ' . implode( ' AND ', $where );
		$base  = array_merge( array( Schema::table( Schema::BOOKINGS ), Schema::table( Schema::ORDERS ) ), $args );
		$total = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) ' . $from, ...$base ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- built from placeholders.
		$rows  = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT a.* ' . $from . ' ORDER BY a.start_at, a.id LIMIT %d OFFSET %d', ...array_merge( $base, array( $per_page, ( $page - 1 ) * $per_page ) ) ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- built from placeholders.
		return array(
			'rows'  => array_map( array( self::class, 'typed' ), $rows ),
			'total' => $total,
		);
	}

	/**
	 * Conditions of "another order's active appointment at this location" for an alias.
	 *
	 * @param string $alias Table alias.
	 */
	private function others_sql( string $alias ): string {
		return "{$alias}.location = %d AND {$alias}.order_id <> %d AND ( {$alias}.status IN ( %s, %s, %s ) OR ( {$alias}.status = %s AND {$alias}.expires_at > %s ) )";
	}

	/**
	 * Arguments of UNPAID_SQL. Only rows from the first one booked since the cap's time are
	 * read: a range that ends past the last row, so under InnoDB a booking written meanwhile
	 * by another checkout conflicts with this one (one is rolled back and retried by
	 * ConditionalInsert, and then counts the other's).
	 *
	 * @param array{since:int,method:string,email:string,client:string} $cap      The cap.
	 * @param int                                                       $order_id Order left out.
	 * @return list<int|string>
	 */
	private function unpaid_args( array $cap, int $order_id ): array {
		global $wpdb;
		$table = Schema::table( Schema::BOOKINGS );
		$since = gmdate( 'Y-m-d H:i:s', $cap['since'] );
		$first = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COALESCE( MIN( CASE WHEN created_at >= %s THEN id END ), MAX( id ) + 1, 0 ) FROM %i', $since, $table ) );
		return array(
			$table,
			Schema::table( Schema::ORDERS ),
			$first,
			$order_id,
			self::CONFIRMED,
			self::HELD,
			gmdate( 'Y-m-d H:i:s' ),
			$since,
			$cap['method'],
			OrderStatus::DRAFT,
			OrderStatus::PENDING,
			OrderStatus::ON_HOLD,
			$cap['email'],
			Schema::table( Schema::META ),
			\Rueda\Domain\Workshop\UnpaidBookings::CLIENT_META,
			(string) wp_json_encode( $cap['client'] ),
		);
	}

	/**
	 * Arguments of others_sql().
	 *
	 * @param int    $location Location.
	 * @param int    $order_id Order left out.
	 * @param string $now      Now (UTC, Y-m-d H:i:s).
	 * @return list<int|string>
	 */
	private function others_args( int $location, int $order_id, string $now ): array {
		return array( $location, $order_id, ...self::BAY_HOLDING, self::HELD, $now );
	}

	/**
	 * A row with its numbers as integers and its times as Unix times.
	 *
	 * @param array<string,mixed> $row Row.
	 * @return array<string,mixed>
	 */
	private static function typed( array $row ): array {
		return array(
			'id'         => (int) $row['id'],
			'order_id'   => (int) $row['order_id'],
			'location'   => (int) $row['location'],
			'start'      => (int) strtotime( $row['start_at'] . ' UTC' ),
			'end'        => (int) strtotime( $row['end_at'] . ' UTC' ),
			'bays'       => (int) $row['bays'],
			'status'     => (string) $row['status'],
			'expires'    => empty( $row['expires_at'] ) ? null : (int) strtotime( $row['expires_at'] . ' UTC' ),
			'created_at' => (string) $row['created_at'],
		);
	}
}

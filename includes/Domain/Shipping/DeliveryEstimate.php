<?php
/**
 * When a product can be fitted at the workshop or delivered.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Shipping;

use Rueda\Domain\Catalog\Product;

/**
 * Estimates the fitting and delivery days of a product from its stock status and where its
 * stock is, counting working days (Monday to Friday) in the site's timezone. An order placed
 * on a working day before the cut-off hour counts from that day; later, or on a weekend,
 * from the next working day.
 *
 * @since 0.1.0
 */
final class DeliveryEstimate {

	/** Orders placed from this hour on (site time) count from the next working day. */
	public const CUTOFF_HOUR = 14;

	/** Working days until a product in stock is ready, by stock origin. */
	public const LEAD_DAYS = array(
		'taller'    => 1,
		'proveedor' => 2,
	);

	/** Working days for a product in stock at an origin not listed in LEAD_DAYS. */
	public const DEFAULT_LEAD_DAYS = 2;

	/** Working days for a product on backorder. */
	public const BACKORDER_LEAD_DAYS = 5;

	/**
	 * The clock.
	 *
	 * @var \Closure():\DateTimeImmutable
	 */
	private \Closure $clock;

	/**
	 * Creates the estimate.
	 *
	 * @param (\Closure():\DateTimeImmutable)|null $clock The current time in the site's timezone
	 *                                                   (current_datetime() by default).
	 */
	public function __construct( ?\Closure $clock = null ) {
		$this->clock = $clock ?? static fn(): \DateTimeImmutable => current_datetime();
	}

	/**
	 * The estimate for a product.
	 *
	 * @since 0.1.0
	 *
	 * @param Product $product Product.
	 * @return array{status:string,lead_days:int|null,fitting_date:\DateTimeImmutable|null,delivery_date:\DateTimeImmutable|null}
	 */
	public function for_product( Product $product ): array {
		$now      = ( $this->clock )();
		$estimate = $this->estimate( $product->stock_status(), $product->stock_origin(), $now );
		if ( ! $product->needs_shipping() ) {
			// Done or fitted at the workshop: nothing is delivered.
			$estimate['delivery_date'] = null;
		}

		/**
		 * Filters a product's fitting and delivery estimate, e.g. to skip holidays or to use
		 * a supplier's own lead times. Dates are at midnight in the site's timezone; null
		 * means none is shown.
		 *
		 * @since 0.1.0
		 *
		 * @param array{status:string,lead_days:int|null,fitting_date:\DateTimeImmutable|null,delivery_date:\DateTimeImmutable|null} $estimate The estimate.
		 * @param Product            $product Product.
		 * @param \DateTimeImmutable $now     The time it was made for.
		 */
		return apply_filters( 'rueda_delivery_estimate', $estimate, $product, $now );
	}

	/**
	 * The estimate for a stock status and origin at a time.
	 *
	 * @since 0.1.0
	 *
	 * @param string             $stock_status instock, onbackorder or outofstock.
	 * @param string             $origin       Stock origin (taller, proveedor...).
	 * @param \DateTimeImmutable $now          The time the order would be placed.
	 * @return array{status:string,lead_days:int|null,fitting_date:\DateTimeImmutable|null,delivery_date:\DateTimeImmutable|null}
	 */
	public function estimate( string $stock_status, string $origin, \DateTimeImmutable $now ): array {
		if ( 'outofstock' === $stock_status ) {
			return array(
				'status'        => 'outofstock',
				'lead_days'     => null,
				'fitting_date'  => null,
				'delivery_date' => null,
			);
		}
		$days = 'onbackorder' === $stock_status ? self::BACKORDER_LEAD_DAYS : ( self::LEAD_DAYS[ $origin ] ?? self::DEFAULT_LEAD_DAYS );
		$date = $this->add_working_days( $this->first_day( $now ), $days );
		return array(
			'status'        => 'onbackorder' === $stock_status ? 'onbackorder' : 'instock',
			'lead_days'     => $days,
			'fitting_date'  => $date,
			'delivery_date' => $date,
		);
	}

	/**
	 * The working day an order placed at a time counts from, at midnight.
	 *
	 * @since 0.1.0
	 *
	 * @param \DateTimeImmutable $now Time of the order.
	 */
	public function first_day( \DateTimeImmutable $now ): \DateTimeImmutable {
		$day = $now->setTime( 0, 0 );
		if ( self::is_working_day( $day ) && (int) $now->format( 'G' ) < self::CUTOFF_HOUR ) {
			return $day;
		}
		return $this->add_working_days( $day, 1 );
	}

	/**
	 * The day a number of working days after another.
	 *
	 * @since 0.1.0
	 *
	 * @param \DateTimeImmutable $day  Start day.
	 * @param int                $days Working days to add.
	 */
	public function add_working_days( \DateTimeImmutable $day, int $days ): \DateTimeImmutable {
		while ( $days > 0 ) {
			$day = $day->modify( '+1 day' );
			if ( self::is_working_day( $day ) ) {
				--$days;
			}
		}
		return $day;
	}

	/**
	 * Whether a day is a working day (Monday to Friday).
	 *
	 * @since 0.1.0
	 *
	 * @param \DateTimeImmutable $day Day.
	 */
	public static function is_working_day( \DateTimeImmutable $day ): bool {
		return (int) $day->format( 'N' ) <= 5;
	}

	/**
	 * A day as shoppers read it inside a sentence, in the site's language: "jueves 26 de
	 * noviembre" (core's Spanish capitalises weekdays; the translation of the letter case
	 * says to lowercase them).
	 *
	 * @since 0.1.0
	 *
	 * @param \DateTimeImmutable $day Day.
	 */
	public static function format_day( \DateTimeImmutable $day ): string {
		$text = (string) wp_date(
			/* translators: date format of a delivery day, see https://www.php.net/manual/datetime.format.php (Spanish: "l j \d\e F"). */
			_x( 'l, F j', 'delivery day', 'rueda' ),
			$day->getTimestamp(),
			$day->getTimezone()
		);
		/* translators: "lowercase" where day and month names are written in lowercase inside a sentence (Spanish: "jueves"), else "keep". Do not translate into your language. */
		return 'lowercase' === _x( 'keep', 'letter case of delivery days', 'rueda' ) ? mb_strtolower( $text ) : $text;
	}
}

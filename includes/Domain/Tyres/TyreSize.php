<?php
/**
 * A tyre size as drivers read it off the sidewall.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Tyres;

/**
 * Width in mm, profile (height as a % of the width), rim diameter in inches, and optionally
 * the load index and the speed rating: "205/55 R16 91V". Parsed from every way people write
 * it: "205/55 R16", "205/55R16", "205/55 ZR16", "205/55-16", "205 55 16", "2055516",
 * lower case too, with "91V", "91 V" or "91" and "XL" after; widths end in 5 (125-395),
 * profiles are multiples of 5 (20-95), rims 10-24", load indexes 50-150, speed ratings
 * H and L to Z. A size with an impossible load index or speed rating is no size.
 *
 * @since 0.1.0
 */
final class TyreSize {

	/** One size inside any text: width, profile, rim, then maybe load index and speed. */
	private const PATTERN = '~(?<![\d.])(\d{3})\s*[/\s-]?\s*(\d{2})\s*(?:[/\s-]\s*)?(?:Z?R\s*)?(\d{2})(?!\d)(?:\s*(?:XL\s*)?(\d{2,3})(?!\d)\s*([HL-Z])?(?![a-z]))?(?:\s*XL(?![a-z]))?~i';

	/** Speed ratings of passenger and van tyres. */
	private const SPEED_RATINGS = 'LMNPQRSTUHVWYZ';

	/**
	 * Creates a size.
	 *
	 * @param int         $width        Width in mm.
	 * @param int         $profile      Profile in %.
	 * @param int         $rim          Rim diameter in inches.
	 * @param int|null    $load_index   Load index.
	 * @param string|null $speed_rating Speed rating letter.
	 */
	public function __construct(
		public readonly int $width,
		public readonly int $profile,
		public readonly int $rim,
		public readonly ?int $load_index = null,
		public readonly ?string $speed_rating = null
	) {}

	/**
	 * The size a text is, or null when it is not exactly one valid size.
	 *
	 * @since 0.1.0
	 *
	 * @param string $text E.g. "205/55 R16 91V" or "2055516".
	 */
	public static function parse( string $text ): ?self {
		$found = self::find( $text );
		return $found && '' === $found[1] ? $found[0] : null;
	}

	/**
	 * The first valid size inside a text and the text without it ("Michelin 205/55 R16"
	 * gives the size and "Michelin"), or null when there is none.
	 *
	 * @since 0.1.0
	 *
	 * @param string $text Free text.
	 * @return array{0:self,1:string}|null
	 */
	public static function find( string $text ): ?array {
		if ( strlen( $text ) > 200 || ! preg_match_all( self::PATTERN, $text, $matches, PREG_SET_ORDER | PREG_OFFSET_CAPTURE ) ) {
			return null;
		}
		foreach ( $matches as $match ) {
			$size = self::from_parts( (int) $match[1][0], (int) $match[2][0], (int) $match[3][0], $match[4][0] ?? '', $match[5][0] ?? '' );
			if ( $size ) {
				$rest = substr( $text, 0, $match[0][1] ) . ' ' . substr( $text, $match[0][1] + strlen( $match[0][0] ) );
				return array( $size, trim( (string) preg_replace( '/\s+/', ' ', $rest ) ) );
			}
		}
		return null;
	}

	/**
	 * The size as a tyre's name writes it: "205/55 R16" or "205/55 R16 91V".
	 *
	 * @since 0.1.0
	 */
	public function format(): string {
		$size = sprintf( '%d/%d R%d', $this->width, $this->profile, $this->rim );
		return null === $this->load_index ? $size : $size . ' ' . $this->load_index . (string) $this->speed_rating;
	}

	/**
	 * The catalogue attributes a tyre of this size has, as the Store API's `attributes`
	 * conditions (slugs of the width, profile, rim, load index and speed rating terms).
	 *
	 * @since 0.1.0
	 *
	 * @return list<array{attribute:string,operator:string,slug:list<string>}>
	 */
	public function attribute_conditions(): array {
		$slugs = array(
			'width'   => (string) $this->width,
			'profile' => (string) $this->profile,
			'rim'     => 'r' . $this->rim,
		);
		if ( null !== $this->load_index ) {
			$slugs['load-index'] = (string) $this->load_index;
		}
		if ( null !== $this->speed_rating ) {
			$slugs['speed-rating'] = strtolower( $this->speed_rating );
		}
		$conditions = array();
		foreach ( $slugs as $attribute => $slug ) {
			$conditions[] = array(
				'attribute' => $attribute,
				'operator'  => 'in',
				'slug'      => array( $slug ),
			);
		}
		return $conditions;
	}

	/**
	 * A size from its parts, or null when a part is out of range.
	 *
	 * @param int    $width   Width.
	 * @param int    $profile Profile.
	 * @param int    $rim     Rim.
	 * @param string $load    Load index ('' when not given).
	 * @param string $speed   Speed rating ('' when not given).
	 */
	private static function from_parts( int $width, int $profile, int $rim, string $load, string $speed ): ?self {
		$valid = $width >= 125 && $width <= 395 && 5 === $width % 10
			&& $profile >= 20 && $profile <= 95 && 0 === $profile % 5
			&& $rim >= 10 && $rim <= 24;
		if ( ! $valid ) {
			return null;
		}
		if ( '' === $load ) {
			return new self( $width, $profile, $rim );
		}
		$speed = strtoupper( $speed );
		if ( (int) $load < 50 || (int) $load > 150 || ( '' !== $speed && ! str_contains( self::SPEED_RATINGS, $speed ) ) ) {
			return null;
		}
		return new self( $width, $profile, $rim, (int) $load, '' === $speed ? null : $speed );
	}
}

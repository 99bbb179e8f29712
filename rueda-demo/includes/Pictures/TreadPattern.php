<?php
/**
 * The tread pattern of a demo tyre, by season.
 *
 * @package RuedaDemo
 */

declare( strict_types=1 );

namespace RuedaDemo\Pictures;

/**
 * One pitch of a tread (the unit repeated around the tyre) as shapes in tread coordinates:
 * t across the tread (0 one shoulder, 1 the other) and u along it (0 to 1 is one pitch;
 * shapes may reach into the next one). Blocks are the rubber, the gaps between them are
 * the grooves, sipes are the thin cuts inside the blocks. Drawings map the coordinates
 * onto a tyre or a flat strip.
 *
 * - Summer: straight ribs between longitudinal grooves, slotted shoulders.
 * - Winter: directional V blocks with zigzag sipes.
 * - All-season: a centre rib with V blocks on both sides and a straight sipe in each.
 *
 * @since 0.1.0
 */
final class TreadPattern {

	/** Season names of the catalogue data. */
	public const WINTER     = 'Invierno';
	public const ALL_SEASON = 'Todo tiempo';

	/** Half the width of a longitudinal groove (tread widths). */
	private const GROOVE = 0.025;

	/** Summer: longitudinal groove centres. */
	private const SUMMER_GROOVES = array( 0.25, 0.5, 0.75 );

	/** Summer: length of a shoulder block (the rest of the pitch is the lateral slot). */
	private const SUMMER_SHOULDER_BLOCK = 0.78;

	/** Summer: the notch cut into the inner ribs, from the rib's edge (t, u pairs). */
	private const SUMMER_NOTCH = array( array( 0.0, 0.2 ), array( 0.09, 0.45 ) );

	/** V blocks: how far (pitches) a block's edge advances from the centre to the shoulder. */
	private const WINTER_SLOPE     = 0.9;
	private const ALL_SEASON_SLOPE = 0.75;

	/** V blocks: block length (pitches); the rest is the lateral groove. */
	private const V_BLOCK = 0.7;

	/** Winter: the columns of blocks across half the tread (t from, t to). */
	private const WINTER_COLUMNS = array( array( 0.0, 0.235 ), array( 0.285, 0.475 ) );

	/** All-season: the centre rib and the columns of V blocks beside it. */
	private const ALL_SEASON_RIB     = array( 0.44, 0.56 );
	private const ALL_SEASON_COLUMNS = array( array( 0.0, 0.2 ), array( 0.25, 0.4 ) );

	/** Sipes per block (winter ones zigzag, by this much in pitches). */
	private const WINTER_SIPES     = 2;
	private const ALL_SEASON_SIPES = 1;
	private const ZIGZAG           = 0.05;
	private const ZIGZAG_POINTS    = 5;

	/** Uncut rubber at each end of a sipe (share of the block's width). */
	private const SIPE_MARGIN = 0.12;

	/**
	 * Creates the pattern of a season.
	 *
	 * @param string $season 'Verano', 'Invierno' or 'Todo tiempo' (anything else: summer).
	 */
	public function __construct( private string $season ) {}

	/**
	 * The rubber blocks of one pitch.
	 *
	 * @since 0.1.0
	 *
	 * @return list<list<array{0:float,1:float}>> Polygons of (t, u) points.
	 */
	public function blocks(): array {
		return array_column( $this->shapes(), 'block' );
	}

	/**
	 * The sipes of one pitch.
	 *
	 * @since 0.1.0
	 *
	 * @return list<list<array{0:float,1:float}>> Lines of (t, u) points.
	 */
	public function sipes(): array {
		return array_merge( array(), ...array_column( $this->shapes(), 'sipes' ) );
	}

	/**
	 * Blocks with their sipes.
	 *
	 * @return list<array{block:list<array{0:float,1:float}>,sipes:list<list<array{0:float,1:float}>>}>
	 */
	private function shapes(): array {
		return match ( $this->season ) {
			self::WINTER     => $this->v_blocks( self::WINTER_COLUMNS, self::WINTER_SLOPE, self::WINTER_SIPES, true ),
			self::ALL_SEASON => array_merge(
				array( $this->rib( self::ALL_SEASON_RIB[0], self::ALL_SEASON_RIB[1], false ) ),
				$this->v_blocks( self::ALL_SEASON_COLUMNS, self::ALL_SEASON_SLOPE, self::ALL_SEASON_SIPES, false )
			),
			default          => $this->summer(),
		};
	}

	/**
	 * Summer: ribs between the grooves; the shoulder ones cut by lateral slots.
	 *
	 * @return list<array{block:list<array{0:float,1:float}>,sipes:list<list<array{0:float,1:float}>>}>
	 */
	private function summer(): array {
		$edges  = array_merge( array( 0.0 ), self::SUMMER_GROOVES, array( 1.0 ) );
		$shapes = array();
		$last   = count( $edges ) - 2;
		foreach ( range( 0, $last ) as $index ) {
			$from     = $edges[ $index ] + ( 0 === $index ? 0 : self::GROOVE );
			$to       = $edges[ $index + 1 ] - ( $last === $index ? 0 : self::GROOVE );
			$shapes[] = 0 === $index || $last === $index
				? array(
					'block' => self::quad( $from, $to, 0, self::SUMMER_SHOULDER_BLOCK, 0 ),
					'sipes' => array(),
				)
				: $this->rib( $from, $to, true );
		}
		return $shapes;
	}

	/**
	 * A continuous rib (one pitch of it), with a notch when asked.
	 *
	 * @param float $from  Inner edge (t).
	 * @param float $to    Outer edge (t).
	 * @param bool  $notch Whether a notch cuts into it.
	 * @return array{block:list<array{0:float,1:float}>,sipes:list<list<array{0:float,1:float}>>}
	 */
	private function rib( float $from, float $to, bool $notch ): array {
		[ [ $t0, $u0 ], [ $t1, $u1 ] ] = self::SUMMER_NOTCH;
		return array(
			'block' => self::quad( $from, $to, 0, 1, 0 ),
			'sipes' => $notch ? array( array( array( $from + $t0, $u0 ), array( $from + $t1, $u1 ) ) ) : array(),
		);
	}

	/**
	 * Directional V blocks: columns on one half mirrored onto the other, their edges
	 * slanting back from the centre to the shoulders.
	 *
	 * @param list<array{0:float,1:float}> $columns Columns across the left half (t from, t to).
	 * @param float                        $slope   How far an edge advances over half the tread.
	 * @param int                          $sipes   Sipes per block.
	 * @param bool                         $zigzag  Whether the sipes zigzag.
	 * @return list<array{block:list<array{0:float,1:float}>,sipes:list<list<array{0:float,1:float}>>}>
	 */
	private function v_blocks( array $columns, float $slope, int $sipes, bool $zigzag ): array {
		$shapes = array();
		foreach ( $columns as [ $from, $to ] ) {
			foreach ( array( false, true ) as $mirrored ) {
				$block = self::quad( $from, $to, 0, self::V_BLOCK, $slope );
				$cuts  = array();
				for ( $cut = 1; $cut <= $sipes; $cut++ ) {
					$cuts[] = self::sipe( $from, $to, self::V_BLOCK * $cut / ( $sipes + 1 ), $slope, $zigzag );
				}
				$shapes[] = array(
					'block' => $mirrored ? self::mirror( $block ) : $block,
					'sipes' => $mirrored ? array_map( array( self::class, 'mirror' ), $cuts ) : $cuts,
				);
			}
		}
		return $shapes;
	}

	/**
	 * A block between two tread positions and two pitch positions; its lateral edges
	 * slant so that they advance by $slope from t = 0.5 to t = 0.
	 *
	 * @param float $from  Edge (t).
	 * @param float $to    Edge (t).
	 * @param float $start Start (u) at the centre line.
	 * @param float $end   End (u) at the centre line.
	 * @param float $slope Slant.
	 * @return list<array{0:float,1:float}>
	 */
	private static function quad( float $from, float $to, float $start, float $end, float $slope ): array {
		$shift = static fn( float $t ): float => $slope * 2 * ( 0.5 - $t );
		return array(
			array( $from, $start + $shift( $from ) ),
			array( $to, $start + $shift( $to ) ),
			array( $to, $end + $shift( $to ) ),
			array( $from, $end + $shift( $from ) ),
		);
	}

	/**
	 * A sipe across a V block, parallel to its edges.
	 *
	 * @param float $from   Block edge (t).
	 * @param float $to     Block edge (t).
	 * @param float $offset Distance from the block's start (u).
	 * @param float $slope  Slant of the block.
	 * @param bool  $zigzag Whether it zigzags.
	 * @return list<array{0:float,1:float}>
	 */
	private static function sipe( float $from, float $to, float $offset, float $slope, bool $zigzag ): array {
		$points = array();
		$count  = $zigzag ? self::ZIGZAG_POINTS : 2;
		$margin = ( $to - $from ) * self::SIPE_MARGIN;
		for ( $i = 0; $i < $count; $i++ ) {
			$t        = $from + $margin + ( $to - $from - 2 * $margin ) * $i / ( $count - 1 );
			$wiggle   = $zigzag ? ( $i % 2 ? self::ZIGZAG : -self::ZIGZAG ) / 2 : 0;
			$points[] = array( $t, $offset + $slope * 2 * ( 0.5 - $t ) + $wiggle );
		}
		return $points;
	}

	/**
	 * The same shape on the other half of the tread.
	 *
	 * @param list<array{0:float,1:float}> $points Points.
	 * @return list<array{0:float,1:float}>
	 */
	private static function mirror( array $points ): array {
		return array_map( static fn( array $point ): array => array( 1 - $point[0], $point[1] ), $points );
	}
}

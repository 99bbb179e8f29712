<?php
/**
 * Paints a tread pattern onto a surface: a tyre's tread band or a flat close-up.
 *
 * @package RuedaDemo
 */

declare( strict_types=1 );

namespace RuedaDemo\Pictures;

/**
 * Repeats a pattern's pitch along the tread, mapping tread coordinates (t across, u along)
 * onto the canvas with the caller's projection and shading each block as asked.
 *
 * @since 0.1.0
 */
final class TreadPainter {

	/** Colour of the grooves and sipes. */
	public const GROOVE = '#0b0b0c';

	/** Sipe width (pixels). */
	private const SIPE_WIDTH = 2.2;

	/** Longest stretch of a block edge drawn straight (pitches), so edges follow the curve. */
	private const MAX_EDGE = 0.25;

	/**
	 * Creates the painter of a pattern.
	 *
	 * @param TreadPattern $pattern Pattern.
	 */
	public function __construct( private TreadPattern $pattern ) {}

	/**
	 * Paints the blocks and sipes of some pitches; the grooves are what the caller filled
	 * the tread with first.
	 *
	 * @since 0.1.0
	 *
	 * @param Canvas   $canvas  Canvas.
	 * @param int[]    $pitches Pitch numbers to paint.
	 * @param callable $map     (t, u) => [x, y] on the canvas.
	 * @param callable $shade   (t, u) => colour of a block centred there.
	 */
	public function paint( Canvas $canvas, array $pitches, callable $map, callable $shade ): void {
		$blocks = $this->pattern->blocks();
		$sipes  = $this->pattern->sipes();
		$groove = $canvas->color( self::GROOVE );
		foreach ( $pitches as $pitch ) {
			$place = static fn( array $point ): array => $map( $point[0], $pitch + $point[1] );
			foreach ( $blocks as $block ) {
				$centre = array_sum( array_column( $block, 0 ) ) / count( $block );
				$middle = $pitch + array_sum( array_column( $block, 1 ) ) / count( $block );
				$canvas->polygon( array_map( $place, self::subdivide( $block ) ), $shade( $centre, $middle ) );
			}
			foreach ( $sipes as $sipe ) {
				$canvas->polyline( array_map( $place, $sipe ), self::SIPE_WIDTH, $groove );
			}
		}
	}

	/**
	 * A polygon with points added along its long edges, so they bend with the tyre.
	 *
	 * @param list<array{0:float,1:float}> $points Corners in tread coordinates.
	 * @return list<array{0:float,1:float}>
	 */
	private static function subdivide( array $points ): array {
		$result = array();
		$count  = count( $points );
		foreach ( $points as $index => [ $t, $u ] ) {
			[ $next_t, $next_u ] = $points[ ( $index + 1 ) % $count ];
			$pieces              = max( 1, (int) ceil( abs( $next_u - $u ) / self::MAX_EDGE ) );
			for ( $piece = 0; $piece < $pieces; $piece++ ) {
				$result[] = array( $t + ( $next_t - $t ) * $piece / $pieces, $u + ( $next_u - $u ) * $piece / $pieces );
			}
		}
		return $result;
	}
}

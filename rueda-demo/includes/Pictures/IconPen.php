<?php
/**
 * Draws on a canvas in icon units.
 *
 * @package RuedaDemo
 */

declare( strict_types=1 );

namespace RuedaDemo\Pictures;

/**
 * Icons are drawn in their own square, -1 to 1 both ways (y down, as on screen), which the
 * pen scales onto a part of the canvas; every coordinate and length it takes is in those
 * units, so an icon reads like a small vector drawing.
 *
 * @since 0.1.0
 */
final class IconPen {

	/**
	 * Creates a pen for a square of the canvas.
	 *
	 * @param Canvas $canvas Canvas.
	 * @param float  $x      Centre of the icon on the canvas.
	 * @param float  $y      Centre of the icon on the canvas.
	 * @param float  $half   Half the icon's side on the canvas (pixels per icon unit).
	 */
	public function __construct( private Canvas $canvas, private float $x, private float $y, private float $half ) {}

	/**
	 * A colour of the canvas.
	 *
	 * @since 0.1.0
	 *
	 * @param string $hex Colour like '#1a2b3c'.
	 */
	public function color( string $hex ): int {
		return $this->canvas->color( $hex );
	}

	/**
	 * Fills a circle.
	 *
	 * @since 0.1.0
	 *
	 * @param float $x      Centre.
	 * @param float $y      Centre.
	 * @param float $radius Radius.
	 * @param int   $color  Colour.
	 */
	public function disc( float $x, float $y, float $radius, int $color ): void {
		[ $centre_x, $centre_y ] = $this->at( array( $x, $y ) );
		$this->canvas->circle( $centre_x, $centre_y, $radius * $this->half, $color );
	}

	/**
	 * Fills a polygon.
	 *
	 * @since 0.1.0
	 *
	 * @param list<array{0:float,1:float}> $points Corners.
	 * @param int                          $color  Colour.
	 */
	public function shape( array $points, int $color ): void {
		$this->canvas->polygon( array_map( array( $this, 'at' ), $points ), $color );
	}

	/**
	 * Draws a thick line with round ends through several points.
	 *
	 * @since 0.1.0
	 *
	 * @param list<array{0:float,1:float}> $points Points.
	 * @param float                        $width  Width.
	 * @param int                          $color  Colour.
	 */
	public function line( array $points, float $width, int $color ): void {
		$this->canvas->polyline( array_map( array( $this, 'at' ), $points ), $width * $this->half, $color );
	}

	/**
	 * Fills a rectangle with rounded corners.
	 *
	 * @since 0.1.0
	 *
	 * @param float $left   Left.
	 * @param float $top    Top.
	 * @param float $right  Right.
	 * @param float $bottom Bottom.
	 * @param float $radius Corner radius.
	 * @param int   $color  Colour.
	 */
	public function rounded( float $left, float $top, float $right, float $bottom, float $radius, int $color ): void {
		[ $canvas_left, $canvas_top ]     = $this->at( array( $left, $top ) );
		[ $canvas_right, $canvas_bottom ] = $this->at( array( $right, $bottom ) );
		$this->canvas->rounded_rectangle( $canvas_left, $canvas_top, $canvas_right, $canvas_bottom, $radius * $this->half, $color );
	}

	/**
	 * Fills the band between two circles, all the way round or from one angle to another.
	 *
	 * @since 0.1.0
	 *
	 * @param float $x     Centre.
	 * @param float $y     Centre.
	 * @param float $outer Outer radius.
	 * @param float $inner Inner radius.
	 * @param int   $color Colour.
	 * @param float $from  Start angle (degrees, screen).
	 * @param float $to    End angle.
	 */
	public function band( float $x, float $y, float $outer, float $inner, int $color, float $from = 0, float $to = 360 ): void {
		[ $centre_x, $centre_y ] = $this->at( array( $x, $y ) );
		if ( $to - $from >= 360 ) {
			$this->canvas->ring( $centre_x, $centre_y, $outer * $this->half, $inner * $this->half, $color );
			return;
		}
		$this->canvas->arc_band( $centre_x, $centre_y, $outer * $this->half, $inner * $this->half, $from, $to, $color );
	}

	/**
	 * A point of the icon on the canvas.
	 *
	 * @since 0.1.0
	 *
	 * @param array{0:float,1:float} $point Icon units.
	 * @return array{0:float,1:float}
	 */
	public function at( array $point ): array {
		return array( $this->x + $point[0] * $this->half, $this->y + $point[1] * $this->half );
	}
}
